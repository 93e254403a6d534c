import { useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { CLAIM_SORT_FIELDS, type ClaimSortField } from '@registry/core/claim-requests';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_VALUES, type ClaimStatus } from '@registry/core/claim-statuses';
import { COUNTRIES, countryName } from '@registry/core/countries';
import { errorMessages } from '@/api/errors.ts';
import { PagedTable, type PagedColumn } from '@/components/paged-table.tsx';
import { useToast } from '@/components/toast.tsx';
import { claimReviewPath } from '@/lib/paths.ts';
import { useUrlPaging, type UrlFilters } from '@/lib/use-url-paging.ts';
import { downloadXlsx } from '@/lib/xlsx.ts';
import { fetchAllClaims, useClaimsList, type ClaimListParams, type ClaimRow } from '../api/claims-list.ts';
import { ClaimsBreadcrumbs } from './claims-breadcrumbs.tsx';

const day = (value: string | null) => (value ? value.slice(0, 10) : 'N/A');

const rowCells = (row: ClaimRow) => [
  row.id,
  row.facility_name,
  row.contributor_name,
  row.facility_country_name,
  day(row.created_at),
  day(row.claim_decision),
  row.status,
  day(row.updated_at),
];

const COLUMNS: PagedColumn<ClaimRow>[] = (
  [
    ['id', 'Claim ID'],
    ['facility_name', 'Facility Name'],
    ['contributor_name', 'Organization Name'],
    ['facility_country_name', 'Country'],
    ['created_at', 'Created'],
    ['claim_decision', 'Claim Decision'],
    ['status', 'Status'],
    ['updated_at', 'Last Updated'],
  ] satisfies [ClaimSortField, string][]
).map(([key, label], index) => ({ key, label, sortable: true, cell: (row) => rowCells(row)[index] }));

type ClaimFilters = Omit<ClaimListParams, 'page' | 'pageSize'>;

/** The query string is the state: statuses, countries, sort, order (and page, rowsPerPage). */
const CLAIM_FILTERS: UrlFilters<ClaimFilters> = {
  read: (search) => {
    const sort = search.get('sort') as ClaimSortField | null;
    return {
      statuses: search.getAll('statuses').filter((s) => (CLAIM_STATUS_VALUES as readonly string[]).includes(s)),
      countries: search.getAll('countries').filter((c) => countryName(c)),
      sort: sort && CLAIM_SORT_FIELDS.includes(sort) ? sort : 'created_at',
      order: search.get('order') === 'asc' ? 'asc' : 'desc',
    };
  },
  write: (filters, search) => {
    filters.statuses.forEach((s) => search.append('statuses', s));
    filters.countries.forEach((c) => search.append('countries', c));
    search.set('sort', filters.sort);
    search.set('order', filters.order);
  },
};

/** /dashboard/claims (spec part 2 §2 'Facility claims'). */
export function ClaimsListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { params, setFilters: update, paging } = useUrlPaging(CLAIM_FILTERS);
  const claims = useClaimsList(params, true);
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllClaims(params);
      downloadXlsx('facility_claims.xlsx', 'Facility Claims', [
        COLUMNS.map((column) => column.label),
        ...rows.map(rowCells),
      ]);
    } catch (error) {
      toast(errorMessages(error, CLAIM_FALLBACKS.fetchClaims)[0]!);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', p: 3 }}>
      <ClaimsBreadcrumbs />
      <Typography variant="h4" component="h1" gutterBottom>
        Facility Claims
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Autocomplete
          multiple
          options={CLAIM_STATUS_VALUES as readonly ClaimStatus[]}
          getOptionLabel={(status) => CLAIM_STATUS_LABELS[status]}
          value={params.statuses as ClaimStatus[]}
          onChange={(_event, statuses) => update({ statuses })}
          renderInput={(input) => <TextField {...input} label="Claim Status" size="small" />}
          sx={{ minWidth: 280 }}
        />
        <Autocomplete
          multiple
          options={COUNTRIES.map((country) => country.code)}
          getOptionLabel={(code) => countryName(code) ?? code}
          value={params.countries}
          onChange={(_event, countries) => update({ countries })}
          renderInput={(input) => <TextField {...input} label="Countries" size="small" />}
          sx={{ minWidth: 320 }}
        />
        <Typography aria-live="polite">{claims.data ? `${claims.data.count} results` : ''}</Typography>
        <Button variant="outlined" onClick={() => void exportExcel()} disabled={exporting || !claims.data?.count}>
          Download Excel
        </Button>
      </Box>
      <PagedTable
        label="Facility claims"
        columns={COLUMNS}
        rows={claims.data?.results}
        rowKey={(row) => row.id}
        count={claims.data?.count ?? 0}
        paging={paging}
        loading={claims.isFetching}
        loadingLabel="Loading claims"
        error={claims.isError ? errorMessages(claims.error, CLAIM_FALLBACKS.fetchClaims)[0] : null}
        sort={{
          field: params.sort,
          order: params.order,
          onSort: (field, order) => update({ sort: field as ClaimSortField, order }),
        }}
        onRowClick={(row) => void navigate(claimReviewPath(row.id))}
      />
    </Box>
  );
}
