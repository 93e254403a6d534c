import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRIES, isCountryCode } from '@registry/core/countries';
import { DEFAULT_MIN_CONFIDENCE, DUPLICATE_MESSAGES } from '@registry/core/facility-duplicates-api';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { TablePager } from '@/components/paged-table.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/lib/paths.ts';
import { useUrlPaging, type UrlFilters } from '@/lib/use-url-paging.ts';
import {
  useContributorChoices,
  useDismissDuplicate,
  useDuplicates,
  type Duplicate,
  type DuplicateFilters,
} from '../api/duplicates.ts';
import { FullPassPanel } from './full-pass-panel.tsx';
import { PairDetail } from './pair-detail.tsx';

const CONFIDENCES = ['0.6', '0.7', String(DEFAULT_MIN_CONFIDENCE), '0.8', '0.9', '0.95'];
// The spec has no texts for these screens; they follow its 'An error prevented ...' pattern.
const FETCH_FAILED = 'An error prevented fetching possible duplicates';
const DISMISS_FAILED = 'An error prevented marking the pair as not a duplicate';

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

/** The filters are in the URL (country, min_confidence, contributor), with the page. */
const DUPLICATE_FILTERS: UrlFilters<Omit<DuplicateFilters, 'page' | 'pageSize'>> = {
  read: (search) => {
    const country = search.get('country') ?? '';
    const minConfidence = search.get('min_confidence') ?? '';
    const contributor = search.get('contributor') ?? '';
    return {
      country: isCountryCode(country) ? country : '',
      minConfidence: CONFIDENCES.includes(minConfidence) ? minConfidence : String(DEFAULT_MIN_CONFIDENCE),
      contributor: /^[1-9]\d{0,9}$/.test(contributor) ? contributor : '',
    };
  },
  write: (filters, search) => {
    if (filters.country) search.set('country', filters.country);
    search.set('min_confidence', filters.minConfidence);
    if (filters.contributor) search.set('contributor', filters.contributor);
  },
};

/** /dashboard/duplicates: the duplicate finder's pairs, best first, one shown side by side with its actions. */
export function DuplicatesPage() {
  const toast = useToast();
  const { params: filters, setFilters, paging } = useUrlPaging(DUPLICATE_FILTERS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const duplicates = useDuplicates(filters);
  const contributors = useContributorChoices();
  const dismiss = useDismissDuplicate();
  const update = (change: Partial<DuplicateFilters>) => {
    setFilters(change);
    setSelectedId(null);
  };
  const rows = duplicates.data?.results ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? rows[0] ?? null;
  const contributorOptions = contributors.data ?? [];

  const onDismiss = (pair: Duplicate) =>
    dismiss.mutate(pair.id, {
      onSuccess: () => {
        setSelectedId(null);
        toast(DUPLICATE_MESSAGES.dismissedToast);
      },
      onError: (error) => toast(errorMessages(error, DISMISS_FAILED).join(' ')),
    });

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: 'Possible Duplicates' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Possible Duplicates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Pairs of facilities that the matcher finds alike, best first. New and changed facilities are compared as they
        come; a full pass compares the whole registry again.
      </Typography>
      <FullPassPanel />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <TextField
          select
          label="Country"
          size="small"
          value={filters.country}
          onChange={(event) => update({ country: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All countries</MenuItem>
          {COUNTRIES.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Minimum confidence"
          size="small"
          value={filters.minConfidence}
          onChange={(event) => update({ minConfidence: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          {CONFIDENCES.map((value) => (
            <MenuItem key={value} value={value}>
              {percent(Number(value))}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={contributorOptions}
          value={contributorOptions.find(([id]) => String(id) === filters.contributor) ?? null}
          getOptionLabel={([, name]) => name}
          isOptionEqualToValue={([a], [b]) => a === b}
          onChange={(_event, option) => update({ contributor: option ? String(option[0]) : '' })}
          renderInput={(input) => <TextField {...input} label="Contributor" size="small" />}
          sx={{ minWidth: 280 }}
        />
      </Box>
      {duplicates.isError && <Alert severity="error">{errorMessages(duplicates.error, FETCH_FAILED)[0]}</Alert>}
      {duplicates.isPending && <LinearProgress aria-label="Loading possible duplicates" />}
      {duplicates.data && (
        <Typography variant="subtitle1" component="p" sx={{ mb: 1 }} data-testid="duplicate-count">
          {duplicates.data.count === 1
            ? '1 possible duplicate'
            : `${duplicates.data.count.toLocaleString('en-US')} possible duplicates`}
        </Typography>
      )}
      {duplicates.data && rows.length === 0 && (
        <Typography color="text.secondary">No possible duplicates with these filters.</Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(280px, 1fr) 2fr' }, gap: 2, alignItems: 'start' }}>
        {rows.length > 0 && (
          <Paper
            variant="outlined"
            component="ul"
            aria-label="Possible duplicates"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={{ borderBottom: '1px solid', borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
              >
                <Button
                  fullWidth
                  onClick={() => setSelectedId(row.id)}
                  aria-current={selected?.id === row.id ? 'true' : undefined}
                  sx={{
                    justifyContent: 'space-between',
                    textAlign: 'left',
                    textTransform: 'none',
                    color: 'text.primary',
                    bgcolor: selected?.id === row.id ? 'action.selected' : undefined,
                    px: 2,
                    py: 1,
                  }}
                >
                  <span>
                    {row.facility_a.name}
                    <br />
                    <Typography component="span" variant="body2" color="text.secondary">
                      {row.facility_b.name} · {row.facility_a.country_code}
                    </Typography>
                  </span>
                  <Chip label={percent(row.confidence)} size="small" sx={{ ml: 1 }} />
                </Button>
              </Box>
            ))}
          </Paper>
        )}
        {selected && (
          <PairDetail key={selected.id} pair={selected} onDismiss={onDismiss} dismissing={dismiss.isPending} />
        )}
      </Box>
      {duplicates.data && duplicates.data.count > 0 && (
        <TablePager
          count={duplicates.data.count}
          paging={{
            ...paging,
            // Another page shows its first pair.
            setPage: (page) => {
              paging.setPage(page);
              setSelectedId(null);
            },
          }}
        />
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        A merge can be undone from the{' '}
        <Link component={RouterLink} to={paths.auditLog}>
          audit log
        </Link>
        .
      </Typography>
    </Box>
  );
}
