import { useState } from 'react';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isListProcessing,
  LIST_ITEM_STATUSES,
  LIST_PROGRESS_POLL_MS,
  LIST_ROWS_PER_PAGE,
} from '@registry/core/list-status';
import { errorMessages } from '@/api/errors.ts';
import { usePagerLabels } from '@/components/paged-table.tsx';
import { useListItems } from '../api/list-items.ts';
import type { FacilityList } from '../api/my-lists.ts';
import type { ListDetailParams } from '../list-detail-params.ts';
import { LISTS_TEXT } from '../messages.ts';
import { ListItemRow } from './list-item-row.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatNumber } from '@/lib/i18n/format.ts';

// REMOVED stands for both stored removal statuses; the others are the item statuses as stored.
const FILTER_STATUSES = LIST_ITEM_STATUSES.filter((status) => status !== 'ITEM_REMOVED' && status !== 'DELETED');

/** The paged rows of a list with the status and text filters (all kept in the URL). */
export function ListItemsTable(props: {
  list: FacilityList;
  params: ListDetailParams;
  onChange: (change: Partial<ListDetailParams>) => void;
  canAct: boolean;
}) {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const { list, params, onChange } = props;
  const items = useListItems(
    list.id,
    { page: params.page, pageSize: params.rowsPerPage, statuses: params.statuses, search: params.search },
    { refetchInterval: isListProcessing(list.progress) ? LIST_PROGRESS_POLL_MS : false },
  );
  // Potential-match rows open by themselves; a click opens or closes any row.
  const [toggled, setToggled] = useState<Set<number>>(new Set());
  const filtered = params.statuses.length > 0 || params.search !== '';
  const toggle = (id: number) =>
    setToggled((ids) => new Set(ids.has(id) ? [...ids].filter((other) => other !== id) : [...ids, id]));

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 2 }}>
        <Autocomplete
          multiple
          options={FILTER_STATUSES}
          value={params.statuses as (typeof FILTER_STATUSES)[number][]}
          onChange={(_event, statuses) => onChange({ statuses, page: 1 })}
          renderInput={(input) => <TextField {...input} label={t('Filter by status')} size="small" />}
          sx={{ minWidth: 320 }}
        />
        <TextField
          label={t('Search')}
          size="small"
          value={params.search}
          onChange={(event) => onChange({ search: event.target.value, page: 1 })}
        />
        {items.data && (
          <Typography aria-live="polite" data-testid="items-shown">
            {t(LISTS_TEXT.showing, { shown: formatNumber(items.data.count), total: formatNumber(list.item_count) })}
          </Typography>
        )}
        {filtered && (
          <Button size="small" onClick={() => onChange({ statuses: [], search: '', page: 1 })}>
            {t(LISTS_TEXT.showAll)}
          </Button>
        )}
      </Box>
      {items.isFetching && <LinearProgress aria-label={t('Loading rows')} />}
      {items.isError && (
        <Alert severity="error">{errorMessages(items.error, t(LISTS_TEXT.itemsFallback, { id: list.id }))[0]}</Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label={t('List items')} size="small" sx={{ minWidth: 1200 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Row')}</TableCell>
              <TableCell>{t('Country Name')}</TableCell>
              <TableCell>{t('Name')}</TableCell>
              <TableCell>{t('Address')}</TableCell>
              <TableCell>{t('Status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.data?.results.map((item) => (
              <ListItemRow
                key={item.id}
                item={item}
                listId={list.id}
                canAct={props.canAct}
                expanded={(item.status === 'POTENTIAL_MATCH') !== toggled.has(item.id)}
                onToggle={() => toggle(item.id)}
              />
            ))}
            {items.data?.results.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t(LISTS_TEXT.noItems)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={items.data?.count ?? 0}
        page={items.data && (params.page - 1) * params.rowsPerPage >= items.data.count ? 0 : params.page - 1}
        rowsPerPage={params.rowsPerPage}
        {...pagerLabels}
        rowsPerPageOptions={[...LIST_ROWS_PER_PAGE]}
        onPageChange={(_event, page) => onChange({ page: page + 1 })}
        onRowsPerPageChange={(event) => onChange({ rowsPerPage: Number(event.target.value), page: 1 })}
      />
    </Box>
  );
}
