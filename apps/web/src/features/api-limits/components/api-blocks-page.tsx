import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { PagedTable, type PagedColumn } from '@/components/paged-table.tsx';
import { apiBlockPath } from '@/lib/paths.ts';
import { pageOf, useUrlPaging, type UrlFilters } from '@/lib/use-url-paging.ts';
import { useApiBlocks, type ApiBlock } from '../api/api-blocks.ts';

const COLUMNS: PagedColumn<ApiBlock>[] = [
  { key: 'organization', label: 'Organization', cell: (block) => block.contributor_name },
  { key: 'created', label: 'Created', cell: (block) => block.created_at.slice(0, 10) },
  { key: 'until', label: 'Until', cell: (block) => block.until.slice(0, 10) },
  { key: 'limit', label: 'Limit', cell: (block) => block.limit },
  { key: 'actual', label: 'Actual', cell: (block) => block.actual },
  { key: 'grace', label: 'Grace Limit', cell: (block) => block.grace_limit ?? 'Is not set' },
  { key: 'active', label: 'Active', cell: (block) => (block.active ? 'Yes' : 'No') },
];
const FETCH_BLOCKS_FAILED = 'An error prevented fetching API blocks';

/** The organisations that have blocks, A-Z, once each. */
const organisations = (blocks: ApiBlock[]) =>
  [...new Map(blocks.map((block) => [block.contributor, block.contributor_name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );

/** The tab (`tab=all`) and the organisation (`contributor`) are in the URL, with the page. */
const BLOCK_FILTERS: UrlFilters<{ showAll: boolean; contributor: number | null }> = {
  read: (search) => ({ showAll: search.get('tab') === 'all', contributor: Number(search.get('contributor')) || null }),
  write: ({ showAll, contributor }, search) => {
    if (showAll) search.set('tab', 'all');
    if (contributor !== null) search.set('contributor', String(contributor));
  },
};

/** /dashboard/apiblocks (spec part 2 §2 'API blocks'): active or all blocks, by organisation; the tab and organisation are in the URL. */
export function ApiBlocksPage() {
  const navigate = useNavigate();
  const blocks = useApiBlocks();
  const {
    params: { showAll, contributor },
    setFilters: set,
    paging,
  } = useUrlPaging(BLOCK_FILTERS);
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
        <Tabs value={showAll ? 'all' : 'active'} onChange={(_event, tab: string) => set({ showAll: tab === 'all' })}>
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
      <PagedTable
        label="API blocks"
        columns={COLUMNS}
        rows={blocks.data && pageOf(rows, paging)}
        rowKey={(block) => block.id}
        count={rows.length}
        paging={paging}
        loading={blocks.isFetching}
        loadingLabel="Loading API blocks"
        error={blocks.isError ? errorMessages(blocks.error, FETCH_BLOCKS_FAILED)[0] : null}
        empty={showAll ? 'There are no API blocks.' : 'There are no active API blocks.'}
        onRowClick={(block) => void navigate(apiBlockPath(block.id))}
      />
    </Box>
  );
}
