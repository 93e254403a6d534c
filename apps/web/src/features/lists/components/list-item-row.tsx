import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REMOVABLE_ITEM_STATUSES } from '@registry/core/list-status';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { facilityPath } from '@/lib/paths.ts';
import type { ListItem } from '../api/list-items.ts';
import { useListAction } from '../api/match-actions.ts';
import { LISTS_TEXT } from '../messages.ts';
import { rowKind, rowStatusLabel, type RowKind } from '../row-kind.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { MatchReview } from './match-review.tsx';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { formatCountry } from '@/lib/i18n/format.ts';

const COLUMNS = 5;

/** Withdraws a matched row from its facility, after the remove dialog. */
function RemoveButton({ item, listId }: { item: ListItem; listId: number }) {
  const t = useT();
  const toast = useToast();
  const action = useListAction(listId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('Remove')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('Remove this item?')}
        confirmLabel={t('Remove')}
        busy={action.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          action.mutate(
            { kind: 'remove', listItemId: item.id },
            {
              onSettled: () => setOpen(false),
              onError: (error) => toast(errorMessages(error, t(LISTS_TEXT.removeFallback))[0]!),
            },
          )
        }
      >
        <Typography>
          {t('Row {row} will no longer count as a source of {osId}. Its OS ID stays, and this cannot be undone.', {
            row: item.row_index + 2,
            osId: item.matched_facility?.os_id ?? '',
          })}
        </Typography>
      </ConfirmDialog>
    </>
  );
}

function Details({ item, kind, listId, canAct }: { item: ListItem; kind: RowKind; listId: number; canAct: boolean }) {
  const t = useT();
  const facility = item.matched_facility;
  if (kind === 'potential') return <MatchReview item={item} listId={listId} canAct={canAct} />;
  if ((kind === 'matched' || kind === 'new') && facility) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography>
          <Trans
            id={
              kind === 'new'
                ? 'New production location <0>{osId}</0>: {name}, {address}'
                : 'Matched to <0>{osId}</0>: {name}, {address}'
            }
            values={{ osId: facility.os_id, name: facility.name, address: facility.address }}
            components={{ 0: <RouterLink to={facilityPath(facility.os_id)} /> }}
          />
        </Typography>
        {canAct && (REMOVABLE_ITEM_STATUSES as readonly string[]).includes(item.status) && (
          <RemoveButton item={item} listId={listId} />
        )}
      </Stack>
    );
  }
  if (kind === 'removed')
    return (
      <Typography>
        {facility
          ? t('This row was removed: it no longer counts for {osId}.', { osId: facility.os_id })
          : t('This row was removed: it no longer counts for any production location.')}
      </Typography>
    );
  return <Typography>{item.status}</Typography>;
}

/** One row of the list: collapsed it shows the row's data; clicked it opens the details of its kind. */
export function ListItemRow(props: {
  item: ListItem;
  listId: number;
  canAct: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const { item } = props;
  const kind = rowKind(item);
  const label = rowStatusLabel(item, kind);
  return (
    <Fragment>
      <TableRow
        hover
        sx={{ cursor: 'pointer' }}
        onClick={props.onToggle}
        data-testid={`list-row-${item.row_index + 2}`}
      >
        <TableCell>
          {/* The row opens on a click anywhere; this button makes it reachable by keyboard and says whether it is open. */}
          <Button
            size="small"
            aria-expanded={props.expanded}
            aria-label={t('Row {row} details', { row: item.row_index + 2 })}
            onClick={(event) => {
              event.stopPropagation();
              props.onToggle();
            }}
          >
            {item.row_index + 2}
          </Button>
        </TableCell>
        <TableCell>{item.country_name && formatCountry(item.country_code ?? '', item.country_name)}</TableCell>
        <TableCell>{item.name}</TableCell>
        <TableCell>
          {item.address}
          {item.location_note && (
            <Typography
              variant="body2"
              color={item.location_warning ? 'warning.dark' : 'text.secondary'}
              data-testid="location-note"
            >
              {item.location_warning && <strong>{t('Check the location:')} </strong>}
              {item.location_note}
              {item.location_warning && `. ${item.location_warning}`}
            </Typography>
          )}
        </TableCell>
        <TableCell sx={kind === 'removed' ? { textDecoration: 'line-through' } : undefined}>{label}</TableCell>
      </TableRow>
      {props.expanded && kind !== 'error' && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ bgcolor: 'grey.50' }}>
            <Details {...props} kind={kind} />
          </TableCell>
        </TableRow>
      )}
      {kind === 'error' && item.processing_errors.length > 0 && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ bgcolor: 'grey.50' }}>
            <Typography variant="subtitle2">{t('Errors')}</Typography>
            <ul style={{ margin: 0, color: '#c62828' }}>
              {item.processing_errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
