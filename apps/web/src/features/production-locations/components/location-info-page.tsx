import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { moderationEventKeys, useModerationEvent } from '@/lib/moderation-event.ts';
import { locationInfoPath, paths } from '@/lib/paths.ts';
import { useSubmitContribution } from '../api/contribute-location.ts';
import { productionLocationKeys, useProductionLocation } from '../api/production-locations.ts';
import { contributionStore } from '../single-location/contribution-store.ts';
import {
  contributionFromLocation,
  contributionPayload,
  emptyContribution,
  type ContributionFormValues,
} from '../single-location/form-values.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';
import { ContributionDialog, type ContributionView } from './contribution-dialog.tsx';
import { ContributorOnly } from './contributor-only.tsx';
import { LocationForm } from './location-form.tsx';

const SEARCH_SCREEN = paths.singleLocation;

/**
 * /contribute/single-location/info/{moderationID?} (create, POST) and
 * /contribute/single-location/{osID}/info/{moderationID?} (edit, PATCH). With a moderation id the
 * confirmation dialog shows that contribution.
 */
export function LocationInfoPage() {
  return (
    <ContributorOnly>
      <LocationInfo />
    </ContributorOnly>
  );
}

function LocationInfo() {
  const { osID, moderationID } = useParams();
  const location = useProductionLocation(osID);
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Spec part 1 §4: going back from the confirmation dialog leads to the search screen, not to the
  // form that was just sent (this page stays mounted when the moderation id leaves the URL).
  const submitted = useRef(false);
  useEffect(() => {
    if (!moderationID && submitted.current) void navigate(SEARCH_SCREEN, { replace: true });
  }, [moderationID, navigate]);
  // Spec part 1 §4: leaving resets the contribution, its pending event and the single location.
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: moderationEventKeys.all });
      queryClient.removeQueries({ queryKey: productionLocationKeys.details() });
    },
    [queryClient],
  );
  // An older (merged) OS ID in the URL stands for its current location: the update goes there
  // (the server refuses updates of an ID that is no longer current).
  const currentOsId = location.data?.os_id;
  useEffect(() => {
    if (osID && currentOsId && osID !== currentOsId)
      void navigate(locationInfoPath(currentOsId, moderationID ?? ''), { replace: true });
  }, [osID, currentOsId, moderationID, navigate]);
  useEffect(() => {
    if (location.isError) toast(errorMessages(location.error, t(SINGLE_LOCATION_TEXT.fetchLocationFallback))[0]!);
  }, [location.isError, location.error, toast, t]);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {osID ? t('Add data to a production location') : t('Add a production location')}
      </Typography>
      {osID && location.isPending && <CircularProgress aria-label={t('Loading')} />}
      {osID && location.isError && (
        <Alert severity="error">
          {errorMessages(location.error, t(SINGLE_LOCATION_TEXT.fetchLocationFallback))[0]}
        </Alert>
      )}
      {(!osID || (currentOsId && currentOsId === osID)) && (
        <ContributionEditor
          key={location.data?.os_id ?? 'new'}
          initial={location.data ? contributionFromLocation(location.data) : undefined}
          onSubmitted={() => {
            submitted.current = true;
          }}
        />
      )}
      {moderationID && <ContributionConfirmation moderationId={moderationID} />}
    </Container>
  );
}

function ContributionEditor({ initial, onSubmitted }: { initial?: ContributionFormValues; onSubmitted: () => void }) {
  const { osID } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const toast = useToast();
  const submit = useSubmitContribution();
  const [values, setValues] = useState<ContributionFormValues>(
    () =>
      initial ??
      emptyContribution({
        name: search.get('name') ?? '',
        address: search.get('address') ?? '',
        country: search.get('country') ?? '',
      }),
  );
  const onSubmit = (duplicateOverride = false) =>
    submit.mutate(
      {
        osId: osID,
        payload: { ...contributionPayload(values), ...(duplicateOverride ? { duplicate_override: true } : {}) },
      },
      {
        onSuccess: (event) => {
          toast(t(SINGLE_LOCATION_TEXT.contributed));
          contributionStore.save(event);
          onSubmitted();
          void navigate(locationInfoPath(osID, event.moderation_id));
        },
      },
    );
  return (
    <LocationForm
      values={values}
      onChange={setValues}
      editing={Boolean(osID)}
      onSubmit={() => onSubmit()}
      submitting={submit.isPending}
      error={submit.error}
      onDismissError={() => submit.reset()}
      onSubmitAnyway={
        !osID && submit.error instanceof ApiRequestError && submit.error.status === 409
          ? () => onSubmit(true)
          : undefined
      }
    />
  );
}

/** The dialog's data: the stored copy at once, replaced by the server's event when it arrives. */
function ContributionConfirmation({ moderationId }: { moderationId: string }) {
  const t = useT();
  const toast = useToast();
  const [stored] = useState(() => contributionStore.read(moderationId));
  const fetched = useModerationEvent(moderationId);
  useEffect(() => {
    if (fetched.data) contributionStore.remove(moderationId);
  }, [fetched.data, moderationId]);
  useEffect(() => {
    if (fetched.isError && !stored) toast(errorMessages(fetched.error, t(SINGLE_LOCATION_TEXT.fetchEventFallback))[0]!);
  }, [fetched.isError, fetched.error, stored, toast, t]);
  const event: ContributionView | null =
    fetched.data ??
    (stored && { status: stored.moderation_status, os_id: stored.os_id, cleaned_data: stored.cleaned_data });
  return event ? <ContributionDialog event={event} /> : null;
}
