import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RowsProgress as Rows, StepProgress } from '@registry/core/list-status';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * "{label}: 40 of 150 rows" over a bar; the bar moves without a total while the rows are still
 * being read. A step's failed rows are not counted as through it ("Parsed: 29 of 30 rows" when one
 * row failed), though the bar shows the work done.
 */
export function RowsProgress({ label, progress }: { label: string; progress: Rows | StepProgress }) {
  const t = useT();
  const succeeded = progress.done - ('failed' in progress ? progress.failed : 0);
  const known = progress.total !== null;
  const value = known && progress.total ? (100 * progress.done) / progress.total : known ? 100 : undefined;
  return (
    <Box>
      <Typography variant="body2">
        {known
          ? t('{label}: {done} of {total} rows', { label, done: String(succeeded), total: String(progress.total) })
          : t('{label}: {done} rows', { label, done: String(succeeded) })}
      </Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={t('{label} progress', { label })}
      />
    </Box>
  );
}
