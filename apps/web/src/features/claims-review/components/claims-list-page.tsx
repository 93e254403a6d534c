import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_VALUES, type ClaimStatus } from '@registry/core/claim-statuses';
import { COUNTRIES, countryName } from '@registry/core/countries';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { claimReviewPath } from '@/lib/paths.ts';
import { useUrlParams } from '@/lib/use-url-params.ts';
import { downloadXlsx } from '@/lib/xlsx.ts';
import {
  CLAIM_SORT_FIELDS,
  fetchAllClaims,
  useClaimsList,
  type ClaimListParams,
  type ClaimRow,
  type ClaimSortField,
} from '../api/claims-list.ts';
import { ClaimsBreadcrumbs } from './claims-breadcrumbs.tsx';

const PAGE_SIZES = [20, 50, 100];
const COLUMNS: [ClaimSortField, string][] = [
  ['id', 'Claim ID'],
  ['facility_name', 'Facility Name'],
  ['contributor_name', 'Organization Name'],
  ['facility_country_name', 'Country'],
  ['created_at', 'Created'],
  ['claim_decision', 'Claim Decision'],
  ['status', 'Status'],
  ['updated_at', 'Last Updated'],
];

const day = (value: string | null) => (value ? value.slice(0, 10) : 'N/A');

/** The query string is the state: statuses, countries, sort, order, page, rowsPerPage. */
function paramsFrom(search: URLSearchParams): ClaimListParams {
  const sort = search.get('sort') as ClaimSortField | null;
  const pageSize = Number(search.get('rowsPerPage'));
  return {
    statuses: search.getAll('statuses').filter((s) => (CLAIM_STATUS_VALUES as readonly string[]).includes(s)),
    countries: search.getAll('countries').filter((c) => countryName(c)),
    sort: sort && CLAIM_SORT_FIELDS.includes(sort) ? sort : 'created_at',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 20,
  };
}

function toSearch(params: ClaimListParams): URLSearchParams {
  const search = new URLSearchParams();
  params.statuses.forEach((s) => search.append('statuses', s));
  params.countries.forEach((c) => search.append('countries', c));
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('rowsPerPage', String(params.pageSize));
  return search;
}

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

/** /dashboard/claims (spec part 2 §2 'Facility claims'). */
export function ClaimsListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { params, update: setParams } = useUrlParams(paramsFrom, toSearch);
  const claims = useClaimsList(params, true);
  const [exporting, setExporting] = useState(false);
  const update = (change: Partial<ClaimListParams>) => setParams({ page: 1, ...change });

  const exportExcel = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllClaims(params);
      downloadXlsx('facility_claims.xlsx', 'Facility Claims', [
        COLUMNS.map(([, label]) => label),
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
      {claims.isFetching && <LinearProgress aria-label="Loading claims" />}
      {claims.isError && <Alert severity="error">{errorMessages(claims.error, CLAIM_FALLBACKS.fetchClaims)[0]}</Alert>}
      <Table aria-label="Facility claims" size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map(([field, label]) => (
              <TableCell key={field} sortDirection={params.sort === field ? params.order : false}>
                <TableSortLabel
                  active={params.sort === field}
                  direction={params.sort === field ? params.order : 'asc'}
                  onClick={() =>
                    update({ sort: field, order: params.sort === field && params.order === 'asc' ? 'desc' : 'asc' })
                  }
                >
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.data?.results.map((row) => (
            <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(claimReviewPath(row.id))}>
              {rowCells(row).map((cell, index) => (
                <TableCell key={COLUMNS[index]![0]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={claims.data?.count ?? 0}
        page={params.page - 1}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => setParams({ page: page + 1 })}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
      />
    </Box>
  );
}
