import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { apiBlockPath } from '@/lib/paths.ts';
import { useApiBlocks, type ApiBlock } from '../api/api-blocks.ts';

const COLUMNS = ['Organization', 'Created', 'Until', 'Limit', 'Actual', 'Grace Limit', 'Active'];
const FETCH_BLOCKS_FAILED = 'An error prevented fetching API blocks';

/** The organisations that have blocks, A-Z, once each. */
const organisations = (blocks: ApiBlock[]) =>
  [...new Map(blocks.map((block) => [block.contributor, block.contributor_name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );

/** /dashboard/apiblocks (spec part 2 §2 'API blocks'): active or all blocks, by organisation; the tab and organisation are in the URL. */
export function ApiBlocksPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const blocks = useApiBlocks();
  const showAll = search.get('tab') === 'all';
  const contributor = Number(search.get('contributor')) || null;
  const set = (change: { tab?: string | null; contributor?: number | null }) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next, { replace: true });
  };
  const all = blocks.data ?? [];
  const options = organisations(all);
  const rows = all.filter(
    (block) => (showAll || block.active) && (contributor === null || block.contributor === contributor),
  );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: 'API Blocks' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        API Blocks
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Tabs
          value={showAll ? 'all' : 'active'}
          onChange={(_event, tab: string) => set({ tab: tab === 'all' ? 'all' : null })}
        >
          <Tab value="active" label="Active API Blocks" />
          <Tab value="all" label="All API Blocks" />
        </Tabs>
        <Autocomplete
          options={options}
          value={options.find(([id]) => id === contributor) ?? null}
          getOptionLabel={([, name]) => name}
          isOptionEqualToValue={([a], [b]) => a === b}
          onChange={(_event, option) => set({ contributor: option ? option[0] : null })}
          renderInput={(input) => <TextField {...input} label="Organization" size="small" />}
          sx={{ minWidth: 320 }}
        />
      </Box>
      {blocks.isFetching && <LinearProgress aria-label="Loading API blocks" />}
      {blocks.isError && <Alert severity="error">{errorMessages(blocks.error, FETCH_BLOCKS_FAILED)[0]}</Alert>}
      <Table aria-label="API blocks" size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((block) => (
            <TableRow key={block.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(apiBlockPath(block.id))}>
              <TableCell>{block.contributor_name}</TableCell>
              <TableCell>{block.created_at.slice(0, 10)}</TableCell>
              <TableCell>{block.until.slice(0, 10)}</TableCell>
              <TableCell>{block.limit}</TableCell>
              <TableCell>{block.actual}</TableCell>
              <TableCell>{block.grace_limit ?? 'Is not set'}</TableCell>
              <TableCell>{block.active ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {blocks.data && rows.length === 0 && (
        <Typography sx={{ py: 3, textAlign: 'center' }}>
          {showAll ? 'There are no API blocks.' : 'There are no active API blocks.'}
        </Typography>
      )}
    </Box>
  );
}
