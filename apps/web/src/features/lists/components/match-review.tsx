import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FACILITY_ADMIN_TOASTS } from '@registry/core/facility-admin';
import { mergeSelection } from '@registry/core/list-status';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { facilityPath } from '@/lib/paths.ts';
import type { ListItem, ListMatch } from '../api/list-items.ts';
import { useListAction, type ListAction } from '../api/match-actions.ts';
import { evidenceLine } from '../match-evidence.ts';
import { LISTS_TEXT } from '../messages.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';

type Pending = { action: ListAction; title: string; text: string; label: string; fallback: (error: unknown) => string };

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/**
 * The potential matches of one row with Confirm (exactly one selected), Reject (one or more) and
 * Merge (two distinct facilities; the server lets the list's contributor merge only the row's own
 * candidates); each behind a confirmation dialog.
 */
export function MatchReview({ item, listId, canAct }: { item: ListItem; listId: number; canAct: boolean }) {
  const t = useT();
  const toast = useToast();
  const action = useListAction(listId);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const choosable = (match: ListMatch) => canAct && match.status === 'PENDING';
  const chosen = item.matches.filter((match) => selected.includes(match.id) && choosable(match));
  const merge = mergeSelection(chosen);
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const run = (step: Pending) =>
    action.mutate(step.action, {
      onSuccess: () => {
        setPending(null);
        setSelected([]);
        if (step.action.kind === 'merge') toast(t(FACILITY_ADMIN_TOASTS.merged));
      },
      onError: (error) => {
        setPending(null);
        toast(step.fallback(error));
      },
    });

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('Potential matches')}</Typography>
      <Table size="small" aria-label={t('Potential matches of row {row}', { row: item.row_index + 2 })}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>OS ID</TableCell>
            <TableCell>{t('Name')}</TableCell>
            <TableCell>{t('Address')}</TableCell>
            <TableCell>{t('Confidence')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {item.matches.map((match) => (
            <TableRow key={match.id}>
              <TableCell padding="checkbox">
                {choosable(match) && (
                  <Checkbox
                    checked={selected.includes(match.id)}
                    onChange={() => toggle(match.id)}
                    slotProps={{ input: { 'aria-label': t('Select match {osId}', { osId: match.os_id }) } }}
                  />
                )}
              </TableCell>
              <TableCell>
                <RouterLink to={facilityPath(match.os_id)}>{match.os_id}</RouterLink>
              </TableCell>
              <TableCell>
                {match.name}
                {evidenceLine(match.results) && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {evidenceLine(match.results)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{match.address}</TableCell>
              <TableCell>{percent(match.confidence)}</TableCell>
              <TableCell>{match.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canAct && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            size="small"
            disabled={chosen.length !== 1 || action.isPending}
            onClick={() =>
              setPending({
                action: { kind: 'confirm', matchId: chosen[0]!.id },
                title: t('Confirm this match?'),
                text: t('Row {row} will be added to {name} ({osId}).', {
                  row: item.row_index + 2,
                  name: chosen[0]!.name,
                  osId: chosen[0]!.os_id,
                }),
                label: t('Confirm'),
                fallback: (error) => errorMessages(error, t(LISTS_TEXT.confirmFallback))[0]!,
              })
            }
          >
            {t('Confirm')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            disabled={chosen.length === 0 || action.isPending}
            onClick={() =>
              setPending({
                action: { kind: 'reject', matchIds: chosen.map((match) => match.id) },
                title: t('{count, plural, one {Reject this match?} other {Reject these # matches?}}', {
                  count: chosen.length,
                }),
                text: t('When no potential match is left, the row becomes a new production location.'),
                label: t('Reject'),
                fallback: (error) => {
                  const id = (error as { matchId?: number }).matchId;
                  return id === undefined
                    ? t(LISTS_TEXT.rejectFallback)
                    : errorMessages(error, t(LISTS_TEXT.rejectOneFallback, { id }))[0]!;
                },
              })
            }
          >
            {t('Reject')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            disabled={chosen.length < 2 || 'error' in merge || action.isPending}
            title={chosen.length >= 2 && 'error' in merge ? translateMessage(t, merge.error) : undefined}
            onClick={() => {
              if ('error' in merge) return;
              setPending({
                action: { kind: 'merge', target: merge.target.os_id, merge: merge.merge.os_id },
                title: t('Merge these facilities?'),
                text: t('{merge} will be merged into {target}.', {
                  merge: merge.merge.os_id,
                  target: merge.target.os_id,
                }),
                label: t('Merge'),
                fallback: (error) => errorMessages(error, t(LISTS_TEXT.mergeFallback))[0]!,
              });
            }}
          >
            {t('Merge')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.label ?? ''}
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && run(pending)}
      >
        <Typography>{pending?.text}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
