import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ModerationEvent } from '@registry/core/production-location-api';
import { MODERATION_MESSAGES, isRejectReasonLongEnough } from '@registry/core/moderation-events';
import { errorMessages } from '@/api/errors.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ReasonDialog } from '@/components/dashboard/reason-dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { useModerationEvent } from '@/lib/moderation-event.ts';
import { facilityPath } from '@/lib/paths.ts';
import { useModerationDecision, type ModerationDecision } from '../api/moderation-decision.ts';
import { ACTION_LABELS, STATUS_LABELS, day } from '../labels.ts';
import { ModerationBreadcrumbs } from './moderation-breadcrumbs.tsx';

const FETCH_EVENT_FALLBACK = 'An error prevented fetching moderation event';
// The spec names no text for a failed decision; this follows the pattern of the others.
const UPDATE_EVENT_FALLBACK = 'An error prevented updating moderation event';

/** The reason as stored for display: whitespace runs made single spaces, ends trimmed. */
const cleanRejectReason = (raw: string) => raw.replace(/\s+/g, ' ').trim();

const DATA_LABELS: [string, string][] = [
  ['name', 'Location Name'],
  ['address', 'Address'],
  ['country', 'Country'],
  ['sector', 'Sector(s)'],
  ['product_type', 'Product Type(s)'],
  ['location_type', 'Location Type(s)'],
  ['processing_type', 'Processing Type(s)'],
  ['number_of_workers', 'Number of Workers'],
  ['parent_company', 'Parent Company'],
];

function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Is not set';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('name' in record) return String(record.name);
    if ('min' in record)
      return record.min === record.max ? String(record.min) : `${String(record.min)} - ${String(record.max)}`;
    return JSON.stringify(value);
  }
  return String(value);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '220px 1fr', py: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** /dashboard/moderation-queue/{moderationID} (spec part 2 §2 'Contribution record'). */
export function ContributionRecordPage() {
  const { moderationID = '' } = useParams();
  const event = useModerationEvent(moderationID);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', p: 3 }}>
      <ModerationBreadcrumbs record />
      <Typography variant="h4" component="h1" gutterBottom>
        Contribution Record
      </Typography>
      {event.isPending && <CircularProgress aria-label="Loading" />}
      {event.isError && <Alert severity="error">{errorMessages(event.error, FETCH_EVENT_FALLBACK)[0]}</Alert>}
      {event.data && <ContributionRecord event={event.data} />}
    </Box>
  );
}

function ContributionRecord({ event }: { event: ModerationEvent }) {
  const toast = useToast();
  const decision = useModerationDecision(event.moderation_id);
  const [rejecting, setRejecting] = useState(false);
  // Confirm and Create New Location ask once more: a decision cannot be taken back here.
  const [confirming, setConfirming] = useState<ModerationDecision | null>(null);
  const decided = event.status !== 'PENDING';
  const busy = decided || decision.isPending;
  const decide = (choice: ModerationDecision, onDone?: () => void) => {
    toast(MODERATION_MESSAGES.updating);
    decision.mutate(choice, {
      onSuccess: onDone,
      onError: (error) => toast(errorMessages(error, UPDATE_EVENT_FALLBACK)[0]!),
    });
  };
  const data = event.cleaned_data;
  return (
    <>
      <Paper sx={{ p: 2, my: 2 }}>
        <Row label="Moderation Status">
          <Chip
            data-testid="moderation-status"
            label={STATUS_LABELS[event.status]}
            color={event.status === 'APPROVED' ? 'success' : event.status === 'REJECTED' ? 'error' : 'warning'}
            size="small"
          />
        </Row>
        {event.action_type && <Row label="Decision">{ACTION_LABELS[event.action_type]}</Row>}
        {event.status_change_date && <Row label="Moderation Decision Date">{day(event.status_change_date)}</Row>}
        {event.action_reason_text_cleaned && <Row label="Reason">{event.action_reason_text_cleaned}</Row>}
        {event.os_id && (
          <Row label="OS ID">
            <Link component={RouterLink} to={facilityPath(event.os_id)} data-testid="record-os-id">
              {event.os_id}
            </Link>
          </Row>
        )}
        <Row label="Contributor">{event.contributor_name}</Row>
        <Row label="Source Type">{event.source}</Row>
        <Row label="Request Type">{event.request_type}</Row>
        <Row label="Created Date">{day(event.created_at)}</Row>
        <Row label="Last Updated">{day(event.updated_at)}</Row>
        {DATA_LABELS.filter(([key]) => key in data).map(([key, label]) => (
          <Row key={key} label={label}>
            {text(data[key])}
          </Row>
        ))}
      </Paper>
      <Typography variant="h5" component="h2" gutterBottom>
        Potential Matches
      </Typography>
      {event.potential_matches.length === 0 && (
        <Typography color="text.secondary">No potential matches were found for this contribution.</Typography>
      )}
      <Box component="ul" aria-label="Potential matches" sx={{ listStyle: 'none', p: 0 }}>
        {event.potential_matches.map((match) => (
          <Paper
            component="li"
            key={match.os_id}
            variant="outlined"
            sx={{ p: 2, mb: 1, display: 'flex', gap: 2, alignItems: 'center' }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{match.name}</Typography>
              <Link component={RouterLink} to={facilityPath(match.os_id)}>
                {match.os_id}
              </Link>
              <Typography>{match.address}</Typography>
              <Typography variant="body2" color="text.secondary">
                Claim status: {match.claim_status} &middot; Confidence {Math.round(match.confidence * 100)}%
              </Typography>
            </Box>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => setConfirming({ kind: 'match', osId: match.os_id })}
              aria-label={`Confirm match ${match.os_id}`}
            >
              Confirm
            </Button>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => setConfirming({ kind: 'create' })}>
          Create New Location
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => setRejecting(true)}>
          Reject Contribution
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'create' ? 'Create a new production location?' : 'Confirm this match?'}
        confirmLabel={confirming?.kind === 'create' ? 'Create New Location' : 'Confirm'}
        busy={decision.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) decide(confirming);
          setConfirming(null);
        }}
      >
        {confirming?.kind === 'match'
          ? `The contribution will be added to ${event.potential_matches.find((m) => m.os_id === confirming.osId)?.name ?? ''} (${confirming.osId}).`
          : 'The contribution will become a new production location with an OS ID of its own.'}
      </ConfirmDialog>
      {rejecting && (
        // Reject needs a message of at least 30 non-whitespace characters (spec part 2 §5).
        <ReasonDialog
          title="Reject Contribution"
          reasonLabel="Reason for rejection"
          confirmLabel="Reject"
          confirmColor="error"
          accepts={isRejectReasonLongEnough}
          hint={MODERATION_MESSAGES.rejectReason}
          busy={decision.isPending}
          onClose={() => setRejecting(false)}
          onConfirm={(_trimmed, reasonRaw) =>
            decide({ kind: 'reject', reasonRaw, reasonCleaned: cleanRejectReason(reasonRaw) }, () =>
              setRejecting(false),
            )
          }
        />
      )}
    </>
  );
}
