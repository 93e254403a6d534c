import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { countryName } from '@registry/core/countries';
import { FACILITY_ADMIN_TOASTS } from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { facilityPath } from '@/lib/paths.ts';
import { useMergeDuplicate, type Duplicate, type DuplicateSide } from '../api/duplicates.ts';
import { PairMap } from './pair-map.tsx';

const MERGE_FAILED = 'An error prevented merging the facilities';

const claimText = (side: DuplicateSide) =>
  side.has_approved_claim ? 'Claimed' : side.has_pending_claim ? 'Claim pending' : 'Not claimed';
const isClaimed = (side: DuplicateSide) => side.has_approved_claim || side.has_pending_claim;

function FacilityColumn({ label, side }: { label: string; side: DuplicateSide }) {
  return (
    <Box component="section" aria-label={`Facility ${label}`}>
      <Typography variant="overline">Facility {label}</Typography>
      <Typography variant="h6">
        <Link component={RouterLink} to={facilityPath(side.os_id)} target="_blank">
          {side.name}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {side.os_id}
      </Typography>
      <Typography variant="body2">{side.address}</Typography>
      <Typography variant="body2">{countryName(side.country_code) ?? side.country_code}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <strong>Contributors:</strong>{' '}
        {side.contributors.length ? side.contributors.map((contributor) => contributor.name).join(', ') : 'none public'}
      </Typography>
      <Typography variant="body2" color={isClaimed(side) ? 'warning.main' : undefined}>
        <strong>Claim:</strong> {claimText(side)}
      </Typography>
    </Box>
  );
}

type Merging = { target: DuplicateSide; merged: DuplicateSide };

/** One pair side by side: both facilities, the map, the matcher's evidence, Merge either way and Not a duplicate. */
export function PairDetail({
  pair,
  onDismiss,
  dismissing,
}: {
  pair: Duplicate;
  onDismiss: (pair: Duplicate) => void;
  dismissing: boolean;
}) {
  const toast = useToast();
  const merge = useMergeDuplicate();
  const [merging, setMerging] = useState<Merging | null>(null);
  const a = pair.facility_a;
  const b = pair.facility_b;

  const confirm = () => {
    if (!merging) return;
    merge.mutate(
      { id: pair.id, target: merging.target.os_id, confirmClaimed: isClaimed(merging.merged) },
      {
        onSuccess: () => {
          setMerging(null);
          toast(FACILITY_ADMIN_TOASTS.merged);
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Selected pair">
      <Typography variant="subtitle1">
        Confidence {Math.round(pair.confidence * 100)} %
        {pair.evidence.distance_km !== null && ` · ${pair.evidence.distance_km} km apart`}
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }} aria-label="Evidence">
        {pair.evidence.raised.map((reason) => (
          <li key={`+${reason}`}>{reason}</li>
        ))}
        {pair.evidence.lowered.map((reason) => (
          <Box component="li" key={`-${reason}`} sx={{ color: 'warning.main' }}>
            {reason}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
        <FacilityColumn label="A" side={a} />
        <FacilityColumn label="B" side={b} />
      </Box>
      <PairMap a={a} b={b} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => {
            merge.reset();
            setMerging({ target: a, merged: b });
          }}
        >
          Merge B into A
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            merge.reset();
            setMerging({ target: b, merged: a });
          }}
        >
          Merge A into B
        </Button>
        <Button variant="outlined" disabled={dismissing} onClick={() => onDismiss(pair)}>
          Not a duplicate
        </Button>
      </Box>
      <Dialog open={merging !== null} onClose={() => setMerging(null)} aria-labelledby="duplicate-merge-title">
        <DialogTitle id="duplicate-merge-title">Merge these facilities?</DialogTitle>
        {merging && (
          <DialogContent>
            <DialogContentText>
              {merging.merged.name} ({merging.merged.os_id}) will be merged into {merging.target.name} (
              {merging.target.os_id}). The merged facility is deleted and its OS ID will lead to the target.
            </DialogContentText>
            {isClaimed(merging.merged) && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {merging.merged.name} ({merging.merged.os_id}) has been claimed
                {merging.merged.has_approved_claim ? '' : ' (the claim is pending)'}. Merging it away moves its claim to
                the facility kept, or closes it if that facility has an owner already.
              </Alert>
            )}
            {merge.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessages(merge.error, MERGE_FAILED)[0]}
              </Alert>
            )}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setMerging(null)}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={merge.isPending}>
            {merging && isClaimed(merging.merged) ? 'Merge anyway' : 'Confirm merge'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
