import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { facilityMatchMessages, type MatchJob } from '@registry/core/facility-match-api';
import { useT } from '@/lib/i18n/i18n.ts';
import { useMatchJob } from '../api/match-job.ts';

/** A file of more than 1,000 rows: its progress, then the download of the file with the OS IDs added. */
export function MatchJobProgress({ job: initial }: { job: MatchJob }) {
  const t = useT();
  const { data: job } = useMatchJob(initial.id, initial);
  const percent = job.row_count ? (100 * job.processed_count) / job.row_count : 100;
  return (
    <Stack spacing={1.5} sx={{ my: 3 }}>
      <Typography>
        {t('Matching {file}: {done} of {total} rows', {
          file: job.file_name,
          done: String(job.processed_count),
          total: String(job.row_count),
        })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={t('Matching progress')} />
      {job.status === 'FAILED' && (
        <Typography color="error">
          {job.error === facilityMatchMessages.jobFailed ? t(facilityMatchMessages.jobFailed) : job.error}
        </Typography>
      )}
      {job.result_url && (
        <div>
          <Button variant="contained" href={job.result_url} download>
            {t('Download the file with OS IDs')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
