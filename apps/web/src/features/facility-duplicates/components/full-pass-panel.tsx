import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DUPLICATE_MESSAGES } from '@registry/core/facility-duplicates-api';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { isPassOpen, useLatestPass, useStartPass, type DuplicatePass } from '../api/duplicate-pass.ts';

const START_FAILED = 'An error prevented starting a full pass';
const count = (n: number) => n.toLocaleString('en-US');

function passText(pass: DuplicatePass): string {
  const progress = `${count(pass.countries_done)} of ${count(pass.countries_total)} countries, ${count(pass.facilities_done)} of ${count(pass.facilities_total)} facilities, ${count(pass.pairs_found)} pairs found`;
  switch (pass.status) {
    case 'QUEUED':
      return 'Full pass queued: it starts when the worker is free.';
    case 'RUNNING':
      return `Full pass running: ${progress}.`;
    case 'DONE':
      return `Last full pass finished ${new Date(pass.finished_at ?? pass.created_at).toLocaleString('en-US')}: ${count(pass.facilities_done)} facilities compared, ${count(pass.pairs_found)} pairs found.`;
    case 'FAILED':
      return `The last full pass failed: ${pass.error ?? 'unknown error'}.`;
  }
}

/** The full pass: its progress while it runs (read again every two seconds), and the button that starts one. */
export function FullPassPanel() {
  const toast = useToast();
  const latest = useLatestPass();
  const start = useStartPass();
  const pass = latest.data?.pass ?? null;
  const open = isPassOpen(pass);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        disabled={open || start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => toast(DUPLICATE_MESSAGES.passStarted),
            onError: (error) => toast(errorMessages(error, START_FAILED).join(' ')),
          })
        }
      >
        Run a full pass
      </Button>
      <Box sx={{ flex: 1, minWidth: 280 }} role="status" aria-label="Full pass">
        {pass ? (
          <>
            <Typography variant="body2">{passText(pass)}</Typography>
            {open && (
              <LinearProgress
                variant={pass.facilities_total > 0 ? 'determinate' : 'indeterminate'}
                value={pass.facilities_total > 0 ? (100 * pass.facilities_done) / pass.facilities_total : 0}
                aria-label="Full pass progress"
                sx={{ mt: 0.5 }}
              />
            )}
          </>
        ) : (
          latest.data && <Typography variant="body2">No full pass has run yet.</Typography>
        )}
        {latest.isError && (
          <Alert severity="error">{errorMessages(latest.error, 'An error prevented reading the full pass')[0]}</Alert>
        )}
      </Box>
    </Box>
  );
}
