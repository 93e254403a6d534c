import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { facilityMatchMessages, FACILITY_MATCH_STATUSES, MATCH_BATCH_LIMIT } from '@registry/core/facility-match-api';
import { hasListFileExtension, LIST_TEMPLATE_PATH, listUploadMessages } from '@registry/core/list-upload';
import { errorMessages } from '@/api/errors.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { ListFilePicker } from '@/components/list-file-picker.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { Trans, useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { loginPath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useMatchFile } from '../api/match-file.ts';
import { downloadResults } from '../download-results.ts';
import { MATCH_STATUS_LABELS } from '../match-status-labels.ts';
import { MatchJobProgress } from './match-job-progress.tsx';
import { MatchResultsTable } from './match-results-table.tsx';

const FALLBACK = 'An error prevented matching that file';
/** The page's own error texts (core's English is the key), shown in the reader's language. */
const KNOWN: ReadonlySet<string> = new Set<MessageId>([
  FALLBACK,
  listUploadMessages.fileMissing,
  listUploadMessages.fileType,
  facilityMatchMessages.jobFailed,
  'Not found',
]);

/** /find-os-ids: a signed-in user matches a file of suppliers against the registry; nothing is published. */
export function FindOsIdsPage() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const match = useMatchFile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  if (session.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading')} />;
  if (!session.data || session.data.isAnon) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('Find OS IDs')}
        </Typography>
        <Typography>
          <RouterLink to={loginPath(location.pathname)}>{t('Log in to find the OS IDs of your suppliers')}</RouterLink>
        </Typography>
      </Container>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = !file
      ? listUploadMessages.fileMissing
      : !hasListFileExtension(file.name)
        ? listUploadMessages.fileType
        : null;
    setFileError(problem);
    if (problem || !file) return;
    match.mutate(file);
  };
  const answer = match.data;
  const counts =
    answer?.kind === 'results'
      ? [...FACILITY_MATCH_STATUSES, 'ERROR' as const].map(
          (status) => [status, answer.batch.results.filter((r) => r.status === status).length] as const,
        )
      : [];
  const errors = [...(fileError ? [fileError] : []), ...(match.error ? errorMessages(match.error, FALLBACK) : [])].map(
    (line) => (KNOWN.has(line) ? t(line as MessageId) : line),
  );

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Find OS IDs')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t(facilityMatchMessages.nothingPublished)}
      </Alert>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Typography>
            <Trans
              id="Upload a CSV or Excel (.xlsx) file with the columns <0>country</0>, <1>name</1> and <2>address</2> (the <3>list template</3>'s columns; any others are kept). Each row gets its best match: the OS ID, name and address of the facility, the confidence and why. Files of up to {limit} rows are answered at once; larger ones are matched in the background. Each row counts as one API call."
              values={{ limit: formatNumber(MATCH_BATCH_LIMIT) }}
              components={{
                0: <strong />,
                1: <strong />,
                2: <strong />,
                3: <a href={LIST_TEMPLATE_PATH} download="template.csv" />,
              }}
            />
          </Typography>
          <ListFilePicker
            label={t('Select File')}
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
              match.reset();
            }}
          />
          <ErrorList errors={errors} />
          <div>
            <Button type="submit" variant="contained" disabled={match.isPending}>
              {match.isPending ? t('Matching…') : t('Find OS IDs')}
            </Button>
          </div>
        </Stack>
      </form>
      {answer?.kind === 'job' && <MatchJobProgress job={answer.job} />}
      {answer?.kind === 'results' && file && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography data-testid="match-summary">
              {counts
                .map(([status, count]) =>
                  t('{filter}: {value}', { filter: t(MATCH_STATUS_LABELS[status]), value: String(count) }),
                )
                .join(' · ')}
            </Typography>
            <Button variant="contained" onClick={() => downloadResults(file.name, answer.batch)}>
              {t('Download the file with OS IDs')}
            </Button>
          </Stack>
          <MatchResultsTable results={answer.batch.results} />
        </Stack>
      )}
    </Container>
  );
}
