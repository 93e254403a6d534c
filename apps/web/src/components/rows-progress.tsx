import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { StepProgress } from '@registry/core/list-status';

/** "{label}: 40 of 150 rows" over a bar; the bar moves without a total while the rows are still being read. */
export function RowsProgress({ label, progress }: { label: string; progress: StepProgress }) {
  const known = progress.total !== null;
  const value = known && progress.total ? (100 * progress.done) / progress.total : known ? 100 : undefined;
  return (
    <Box>
      <Typography variant="body2">
        {label}: {progress.done}
        {known ? ` of ${progress.total}` : ''} rows
      </Typography>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={`${label} progress`} />
    </Box>
  );
}
