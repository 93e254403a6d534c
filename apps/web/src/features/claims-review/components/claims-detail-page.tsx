import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { CLAIM_STATUS_LABELS } from '@registry/core/claim-statuses';
import { errorMessages } from '@/api/errors.ts';
import { ReasonDialog } from '@/components/dashboard/reason-dialog.tsx';
import { facilityPath } from '@/lib/paths.ts';
import { useClaimAction, type ClaimAction } from '../api/claims-actions.ts';
import { useClaimDetail, type ClaimDetail } from '../api/claims-detail.ts';
import { ClaimsBreadcrumbs } from './claims-breadcrumbs.tsx';

const NOT_SET = 'Is not set';
const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'N/A');

/** Pending claims: Message Claimant, Approve, Deny; approved claims: Revoke; others nothing (spec part 2 §4). */
const ACTIONS: Record<ClaimDetail['status'], { action: ClaimAction; label: string; field: string }[]> = {
  PENDING: [
    { action: 'message-claimant', label: 'Message Claimant', field: 'Message' },
    { action: 'approve', label: 'Approve Claim', field: 'Reason' },
    { action: 'deny', label: 'Deny Claim', field: 'Reason' },
  ],
  APPROVED: [{ action: 'revoke', label: 'Revoke Claim', field: 'Reason' }],
  DENIED: [],
  REVOKED: [],
};

/** /dashboard/claims/{claimID} (spec part 2 §2 'Claim detail'). */
export function ClaimsDetailPage() {
  const { claimID = '' } = useParams();
  const claim = useClaimDetail(claimID, true);
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', p: 3 }}>
      <ClaimsBreadcrumbs claimId={claimID} />
      {claim.isPending && <CircularProgress aria-label="Loading" />}
      {claim.isError && <Alert severity="error">{errorMessages(claim.error, CLAIM_FALLBACKS.fetchClaim)[0]}</Alert>}
      {claim.data && <ClaimDetailView claimId={claimID} claim={claim.data} />}
    </Box>
  );
}

function ClaimDetailView({ claimId, claim }: { claimId: string; claim: ClaimDetail }) {
  const act = useClaimAction(claimId);
  const [dialog, setDialog] = useState<(typeof ACTIONS)['PENDING'][number] | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  const info: [string, string | null][] = [
    ['Location Name', claim.facility.properties.name],
    ['Claimant Account', claim.contributor.name],
    ['Contact Person', claim.contact_person],
    ['Claimant Title', claim.job_title],
    ['Account Email', claim.email],
    ["Claimant's Website", claim.website],
    ["Production Location's Website", claim.facility_website],
    ['LinkedIn', claim.linkedin_profile],
    ['Sector(s)', claim.sector.join(', ')],
    ['Number of Workers', claim.facility_workers_count],
    ['Local Language Name', claim.facility_name_native_language],
  ];

  const addNote = () => {
    setNoteError(null);
    act.mutate(
      { action: 'note', text: note.trim() },
      {
        onSuccess: () => setNote(''),
        onError: (error) => setNoteError(errorMessages(error, CLAIM_FALLBACKS.saveNote)[0]!),
      },
    );
  };

  return (
    <>
      <Typography variant="h4" component="h1">
        Claim {claim.id} &middot;{' '}
        <Link component={RouterLink} to={facilityPath(claim.os_id)}>
          {claim.facility.properties.name}
        </Link>
      </Typography>
      <Typography sx={{ my: 1 }} data-testid="claim-status">
        Status: {CLAIM_STATUS_LABELS[claim.status]}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Created {when(claim.created_at)} &middot; Last updated {when(claim.updated_at)}
      </Typography>
      {claim.status_change.date && (
        <Alert severity="info" sx={{ my: 2 }}>
          {CLAIM_STATUS_LABELS[claim.status]} by {claim.status_change.by ?? 'a deleted user'} on{' '}
          {when(claim.status_change.date)}: {claim.status_change.reason}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, my: 2 }}>
        {ACTIONS[claim.status].map((item) => (
          <Button
            key={item.action}
            variant="contained"
            color={item.action === 'approve' ? 'success' : item.action === 'message-claimant' ? 'primary' : 'error'}
            onClick={() => {
              act.reset();
              setDialog(item);
            }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
      <Paper sx={{ p: 2, my: 2 }}>
        {info.map(([label, value]) => (
          <Box key={label} sx={{ display: 'grid', gridTemplateColumns: '240px 1fr', py: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography>{value || NOT_SET}</Typography>
          </Box>
        ))}
      </Paper>
      <Typography variant="h6">Claim documentation</Typography>
      {claim.attachments.length === 0 ? (
        <Typography color="text.secondary">No documents</Typography>
      ) : (
        <ul>
          {claim.attachments.map((attachment) => (
            <li key={attachment.id}>
              <Link href={attachment.claim_attachment} download={attachment.file_name}>
                {attachment.file_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Typography variant="h6" sx={{ mt: 2 }}>
        Review notes
      </Typography>
      {claim.notes.map((item) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 1.5, my: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {item.author} &middot; {when(item.created_at)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.note}</Typography>
        </Paper>
      ))}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          addNote();
        }}
      >
        <TextField
          label="Add a review note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          fullWidth
          size="small"
          error={Boolean(noteError)}
          helperText={noteError}
        />
        <Button type="submit" variant="outlined" disabled={!note.trim() || act.isPending}>
          Add Note
        </Button>
      </Box>
      {dialog && (
        <ReasonDialog
          title={dialog.label}
          reasonLabel={dialog.field}
          confirmLabel={dialog.label}
          busy={act.isPending}
          error={act.isError ? errorMessages(act.error, CLAIM_FALLBACKS.updateStatus)[0] : null}
          onClose={() => setDialog(null)}
          onConfirm={(text) => act.mutate({ action: dialog.action, text }, { onSuccess: () => setDialog(null) })}
        />
      )}
    </>
  );
}
