import type { Key, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import type { PagingControls } from '@/lib/use-url-paging.ts';

export interface PagedColumn<Row> {
  key: string;
  /** The header; '' for a column of buttons. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Whether a click on the header sorts by this column (the screen keeps the order). */
  sortable?: boolean;
  sx?: SxProps<Theme>;
}

export interface TableSort {
  field: string;
  order: 'asc' | 'desc';
  /** A click on a header: its column, ascending first, or the other way if it was already. */
  onSort: (field: string, order: 'asc' | 'desc') => void;
}

export interface PagedTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly PagedColumn<Row>[];
  /** The current page's rows; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** All rows, of every page. */
  count: number;
  paging: PagingControls;
  loading: boolean;
  /** The progress bar's accessible name ('Loading claims'). */
  loadingLabel: string;
  error?: string | null;
  /** Shown when an answer has no rows. */
  empty?: ReactNode;
  sort?: TableSort;
  onRowClick?: (row: Row) => void;
  rowTestId?: (row: Row) => string;
  /** Wide tables scroll sideways rather than squeeze their columns. */
  minWidth?: number;
}

/** MUI's pager texts in the reader's language: 'Rows per page:', '1–20 of 150', its buttons' names. */
export function usePagerLabels(): Pick<
  TablePaginationProps,
  'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'
> {
  const t = useT();
  return {
    labelRowsPerPage: t('Rows per page:'),
    labelDisplayedRows: ({ from, to, count }) =>
      count === -1
        ? t('{from}–{to} of more than {to}', { from: formatNumber(from), to: formatNumber(to) })
        : t('{from}–{to} of {count}', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count) }),
    getItemAriaLabel: (type) =>
      type === 'first'
        ? t('Go to first page')
        : type === 'last'
          ? t('Go to last page')
          : type === 'next'
            ? t('Go to next page')
            : t('Go to previous page'),
  };
}

/** The pager under a staff table (or a list): MUI's, on the page the URL names. */
export function TablePager({ count, paging }: { count: number; paging: PagingControls }) {
  const labels = usePagerLabels();
  // A page past the end (an old link, fewer rows since) shows as the first; MUI warns otherwise.
  const lastPage = Math.max(0, Math.ceil(count / paging.pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(paging.page - 1, lastPage)}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...paging.sizes]}
      onPageChange={(_event, page) => paging.setPage(page + 1)}
      onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
      {...labels}
    />
  );
}

/**
 * A staff screen's table: progress bar, error, header (sortable where the screen says), the
 * page's rows, the empty text and the pager. The screen keeps the rows' query and the URL state.
 */
export function PagedTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  count,
  paging,
  loading,
  loadingLabel,
  error,
  empty,
  sort,
  onRowClick,
  rowTestId,
  minWidth,
}: PagedTableProps<Row>) {
  const table = (
    <Table aria-label={label} size="small" sx={minWidth ? { minWidth } : undefined}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} sortDirection={sort?.field === column.key ? sort.order : false}>
              {sort && column.sortable ? (
                <TableSortLabel
                  active={sort.field === column.key}
                  direction={sort.field === column.key ? sort.order : 'asc'}
                  onClick={() =>
                    sort.onSort(column.key, sort.field === column.key && sort.order === 'asc' ? 'desc' : 'asc')
                  }
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows?.map((row) => (
          <TableRow
            key={rowKey(row)}
            data-testid={rowTestId?.(row)}
            hover={Boolean(onRowClick)}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column) => (
              <TableCell key={column.key} sx={column.sx}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <>
      {loading && <LinearProgress aria-label={loadingLabel} />}
      {error && <Alert severity="error">{error}</Alert>}
      {minWidth ? <Box sx={{ overflowX: 'auto' }}>{table}</Box> : table}
      {rows && count === 0 && empty && <Typography sx={{ py: 3, textAlign: 'center' }}>{empty}</Typography>}
      <TablePager count={count} paging={paging} />
    </>
  );
}
