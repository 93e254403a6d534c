import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MERGE_SELECTION_MAX } from '@registry/core/facility-admin';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** The facilities a moderator picked in the results for a merge (spec part 1 §5: at most 2). */
export interface MergeSelection {
  selected: string[];
  onChange: (selected: string[]) => void;
  onMerge: () => void;
}

export const canSelectForMerge = (selected: string[], osId: string) =>
  selected.includes(osId) || selected.length < MERGE_SELECTION_MAX;

export const toggleMergeSelection = (selected: string[], osId: string) =>
  selected.includes(osId)
    ? selected.filter((id) => id !== osId)
    : canSelectForMerge(selected, osId)
      ? [...selected, osId]
      : selected;

/** Above the results: how many are picked, and the Merge button (it needs exactly 2). */
export function MergeBar({ merge }: { merge: MergeSelection }) {
  const t = useT();
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {t('{count} of {max} selected to merge', {
          count: formatNumber(merge.selected.length),
          max: formatNumber(MERGE_SELECTION_MAX),
        })}
      </Typography>
      {merge.selected.length > 0 && (
        <Button size="small" onClick={() => merge.onChange([])}>
          {t('Clear')}
        </Button>
      )}
      <Button
        size="small"
        variant="contained"
        disabled={merge.selected.length !== MERGE_SELECTION_MAX}
        onClick={merge.onMerge}
      >
        {t('Merge')}
      </Button>
    </Box>
  );
}
