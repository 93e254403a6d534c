import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_ITEM_STATUSES, LIST_STATUS_MESSAGES } from '@registry/core/list-status';
import { errorMessages } from '@/api/errors.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { RowsProgress } from '@/components/rows-progress.tsx';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { listPath } from '@/lib/paths.ts';
import type { FacilityList } from '../api/facility-lists.ts';
import { useFacilityListProgress } from '../api/facility-list-progress.ts';
import { CONTRIBUTE_TEXT } from './messages.ts';

const STEP_TEXT: Record<FacilityList['progress']['step'], MessageId> = {
  parse: 'Reading the rows of your file…',
  approval:
    'Your list has been read and is waiting for approval by our team; it is geocoded and matched once approved.',
  geocode: 'Finding the location of each row…',
  match: 'Matching the rows to production locations already known…',
  done: 'Your list has been processed.',
  rejected: 'This list was rejected and will not be processed.',
};

/** After the upload: thanks, and the list's progress per step, updating by itself. */
export function UploadProgress({ list, onUploadAnother }: { list: FacilityList; onUploadAnother: () => void }) {
  const t = useT();
  const query = useFacilityListProgress(list.id);
  const current = query.data ?? list;
  const { progress } = current;
  const stepFailures = progress.parse.failed + progress.geocode.failed + progress.match.failed;
  return (
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h2">
        {t(CONTRIBUTE_TEXT.thanks)}
      </Typography>
      <Typography data-testid="list-step">{t(STEP_TEXT[progress.step])}</Typography>
      <RowsProgress label={t('Parsed')} progress={progress.parse} />
      <RowsProgress label={t('Geocoded')} progress={progress.geocode} />
      <RowsProgress label={t('Matched')} progress={progress.match} />
      {stepFailures > 0 && (
        // The list detail's text for rows in an error status (spec part 1 §4), with the way to them.
        <Alert severity="warning" data-testid="list-failures">
          {t(LIST_STATUS_MESSAGES.errors)}{' '}
          <Link
            component={RouterLink}
            to={`${listPath(list.id)}?${ERROR_ITEM_STATUSES.map((status) => `status=${status}`).join('&')}`}
          >
            {t('{count, plural, one {See the row that failed} other {See the # rows that failed}}', {
              count: stepFailures,
            })}
          </Link>
        </Alert>
      )}
      {current.parsing_errors.length > 0 && (
        <Alert severity="warning">
          <ErrorList errors={current.parsing_errors.map((error) => translateMessage(t, error.message))} />
        </Alert>
      )}
      {query.error ? (
        <ErrorList
          errors={errorMessages(query.error, CONTRIBUTE_TEXT.listsFallback).map((line) =>
            line === CONTRIBUTE_TEXT.listsFallback ? t(CONTRIBUTE_TEXT.listsFallback) : line,
          )}
        />
      ) : null}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to={listPath(list.id)}>
          {t('View this list')}
        </Button>
        <Button variant="outlined" onClick={onUploadAnother}>
          {t('Upload another list')}
        </Button>
      </Stack>
    </Stack>
  );
}
