import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMBED_LEVELS,
  applySettingsPatch,
  contributorSettingsMessages,
  describeSettingsChange,
  type ContributorSettings,
  type ContributorSettingsPatch,
} from '@registry/core/contributor-settings';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { PagedTable, type PagedColumn } from '@/components/paged-table.tsx';
import { useToast } from '@/components/toast.tsx';
import { useUndo } from '@/lib/audit-undo.ts';
import { useUrlPaging, type UrlFilters } from '@/lib/use-url-paging.ts';
import {
  useGroupChoices,
  useSaveContributorSettings,
  useStaffContributors,
  type StaffContributor,
} from '../api/staff-contributors.ts';

const FETCH_ERROR = 'An error prevented fetching contributors';
const SAVE_ERROR = 'An error prevented saving the contributor settings';
const UNDO_ERROR = 'An error prevented undoing that change';

/** The search is in the URL (`q`), with the page. */
const CONTRIBUTOR_FILTERS: UrlFilters<{ q: string }> = {
  read: (search) => ({ q: search.get('q') ?? '' }),
  write: ({ q }, search) => {
    if (q) search.set('q', q);
  },
};

interface LastChange {
  auditId: number;
  text: string;
}

/**
 * /dashboard/contributors: staff find a contributor and set its embed level, its admin's groups
 * (api_user: the API) and moderation mode, and its verified badge. Each change saves at once and
 * is an audit entry; the last one can be undone here, any of them on the audit log.
 */
export function ContributorsPage() {
  const toast = useToast();
  const { params, setFilters, paging } = useUrlPaging(CONTRIBUTOR_FILTERS);
  const [draft, setDraft] = useState(params.q);
  const contributors = useStaffContributors(params);
  const groups = useGroupChoices();
  const save = useSaveContributorSettings();
  // Undo of the last change made on the screen (the audit log's undo).
  const undo = useUndo();
  const [lastChange, setLastChange] = useState<LastChange | null>(null);
  // The change being saved, shown within the click itself: the mutation's optimistic update of the
  // cached list lands a few ticks later, and a controlled switch would flip back until then.
  const [pending, setPending] = useState<{ id: number; patch: ContributorSettingsPatch } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: draft.trim() });
  };

  const change = (contributor: StaffContributor, patch: ContributorSettingsPatch) => {
    undo.reset();
    setPending({ id: contributor.id, patch });
    save.mutate(
      { id: contributor.id, patch },
      {
        onSettled: () => setPending(null),
        onSuccess: (saved) => {
          if (saved.audit_id === null) return;
          // Only what this change was about, as the audit log describes it.
          const after = Object.fromEntries(
            Object.keys(patch).map((key) => [key, saved[key as keyof ContributorSettings]]),
          );
          setLastChange({
            auditId: saved.audit_id,
            text: `${contributor.name}: ${describeSettingsChange(contributor, after)}`,
          });
          toast(contributorSettingsMessages.saved);
        },
      },
    );
  };

  const undoLast = () => {
    if (!lastChange) return;
    undo.mutate(lastChange.auditId, {
      onSuccess: () => {
        setLastChange(null);
        toast('The change was undone');
      },
    });
  };

  const busy = save.isPending || undo.isPending;
  const columns: PagedColumn<StaffContributor>[] = [
    {
      key: 'organization',
      label: 'Organization',
      cell: (contributor) => (
        <>
          <Typography variant="body2">{contributor.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {contributor.email} · id {contributor.id}
          </Typography>
        </>
      ),
    },
    { key: 'type', label: 'Type', cell: (contributor) => contributor.contributor_type },
    {
      key: 'embed',
      label: 'Embed level',
      cell: (contributor) => (
        <NativeSelect
          value={contributor.embed_level === null ? '' : String(contributor.embed_level)}
          disabled={busy}
          inputProps={{ 'aria-label': `Embed level of ${contributor.name}` }}
          onChange={(event) =>
            change(contributor, {
              embed_level: event.target.value ? (Number(event.target.value) as 1 | 2 | 3) : null,
            })
          }
        >
          <option value="">None</option>
          {EMBED_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      key: 'groups',
      label: 'Groups',
      cell: (contributor) =>
        groups.data?.map((group) => (
          <FormControlLabel
            key={group}
            label={group}
            disabled={busy}
            control={
              <Checkbox
                size="small"
                checked={contributor.groups.includes(group)}
                slotProps={{ input: { 'aria-label': `${group} group of ${contributor.name}` } }}
                onChange={(event) =>
                  change(contributor, {
                    groups: event.target.checked
                      ? [...contributor.groups, group]
                      : contributor.groups.filter((name) => name !== group),
                  })
                }
              />
            }
          />
        )),
    },
    {
      key: 'moderation',
      label: 'Moderation mode',
      cell: (contributor) => (
        <Switch
          checked={contributor.is_moderation_mode}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `Moderation mode of ${contributor.name}` } }}
          onChange={(event) => change(contributor, { is_moderation_mode: event.target.checked })}
        />
      ),
    },
    {
      key: 'verified',
      label: 'Verified',
      cell: (contributor) => (
        <Switch
          checked={contributor.is_verified}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `Verified: ${contributor.name}` } }}
          onChange={(event) => change(contributor, { is_verified: event.target.checked })}
        />
      ),
    },
  ];
  return (
    <ToolPage title="Contributors">
      <Box component="form" onSubmit={submit} role="search" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <TextField
          label="Search contributors"
          helperText="Part of the name or the e-mail, or the contributor's id"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ minWidth: 360 }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Search
        </Button>
      </Box>
      {lastChange && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={undoLast} disabled={busy}>
              Undo
            </Button>
          }
        >
          Saved: {lastChange.text}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessages(save.error, SAVE_ERROR)[0]}
        </Alert>
      )}
      {undo.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessages(undo.error, UNDO_ERROR)[0]}
        </Alert>
      )}
      <PagedTable
        label="Contributors"
        columns={columns}
        rows={contributors.data?.results.map((row) =>
          pending?.id === row.id ? { ...row, ...applySettingsPatch(row, pending.patch) } : row,
        )}
        rowKey={(contributor) => contributor.id}
        rowTestId={(contributor) => `contributor-${contributor.id}`}
        count={contributors.data?.count ?? 0}
        paging={paging}
        loading={contributors.isFetching}
        loadingLabel="Loading contributors"
        error={contributors.isError ? errorMessages(contributors.error, FETCH_ERROR)[0] : null}
        empty="No contributors match this search."
      />
    </ToolPage>
  );
}
