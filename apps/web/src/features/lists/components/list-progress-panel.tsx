import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isListProcessing, LIST_ITEM_STATUSES } from '@registry/core/list-status';
import { RowsProgress } from '@/components/rows-progress.tsx';
import type { FacilityList } from '../api/my-lists.ts';
import { LISTS_TEXT } from '../messages.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';

/** While the rows are read, geocoded and matched: the step, rows done of rows, and rows per status (the list query polls meanwhile). */
export function ListProgressPanel({ list }: { list: FacilityList }) {
  const t = useT();
  const { progress } = list;
  if (!isListProcessing(progress)) return null;
  const statuses = LIST_ITEM_STATUSES.filter((status) => (list.status_counts[status] ?? 0) > 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="list-progress">
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 500 }}>
          {t(LISTS_TEXT.steps[progress.step] as MessageId /* each step's text is in the catalogs */)}
        </Typography>
        <RowsProgress label={t(LISTS_TEXT.processed)} progress={progress.rows} />
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          useFlexGap
          aria-label={t('Rows per status')}
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {statuses.map((status) => (
            <li key={status}>
              <Chip size="small" label={`${status}: ${list.status_counts[status]}`} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
