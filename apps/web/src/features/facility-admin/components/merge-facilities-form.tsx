import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FACILITY_ADMIN_FALLBACKS, FACILITY_ADMIN_TOASTS, mergePickProblem } from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import type { AdminFacility } from '../api/admin-facility.ts';
import { useMergeFacilities, type MergeResult } from '../api/merge-facilities.ts';
import { FacilityLookup } from './facility-lookup.tsx';

export interface MergeFacilitiesFormProps {
  initialTarget?: string | null;
  initialMerge?: string | null;
  onMerged?: (result: MergeResult) => void;
}

type Side = 'target' | 'merge';

/**
 * Pick the target and the facility to merge by OS ID (spec part 2 §2 'Merge', §5): the two may
 * not be the same facility, both must be loaded, Flip swaps them; a dialog confirms the merge.
 */
export function MergeFacilitiesForm({ initialTarget = null, initialMerge = null, onMerged }: MergeFacilitiesFormProps) {
  const toast = useToast();
  const merge = useMergeFacilities();
  const [ids, setIds] = useState<Record<Side, string | null>>({ target: initialTarget, merge: initialMerge });
  const [problems, setProblems] = useState<Record<Side, string | null>>({ target: null, merge: null });
  const [loadedTarget, setLoadedTarget] = useState<AdminFacility | null>(null);
  const [loadedMerge, setLoadedMerge] = useState<AdminFacility | null>(null);
  const [confirming, setConfirming] = useState(false);
  const other = (side: Side): Side => (side === 'target' ? 'merge' : 'target');

  const choose = (side: Side, osId: string | null) => {
    const problem = osId ? mergePickProblem(side, osId, ids[other(side)]) : null;
    setProblems({ ...problems, [side]: problem });
    if (!problem) setIds({ ...ids, [side]: osId });
  };
  const flip = () => {
    setIds({ target: ids.merge, merge: ids.target });
    setProblems({ target: null, merge: null });
  };
  const ready = Boolean(loadedTarget && loadedMerge && ids.target && ids.merge && ids.target !== ids.merge);

  const confirm = () => {
    if (!ids.target || !ids.merge) return;
    merge.mutate(
      { target: ids.target, merge: ids.merge },
      {
        onSuccess: (result) => {
          setConfirming(false);
          toast(FACILITY_ADMIN_TOASTS.merged);
          setIds({ target: result.target, merge: null });
          onMerged?.(result);
        },
      },
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr auto 1fr' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <Typography variant="h6">Target facility</Typography>
          <FacilityLookup
            label="Target facility"
            osId={ids.target}
            onOsIdChange={(id) => choose('target', id)}
            onLoaded={setLoadedTarget}
            problem={problems.target}
          />
        </Box>
        <Button onClick={flip} sx={{ mt: 5 }} disabled={!ids.target && !ids.merge}>
          Flip
        </Button>
        <Box>
          <Typography variant="h6">Facility to merge</Typography>
          <FacilityLookup
            label="Facility to merge"
            osId={ids.merge}
            onOsIdChange={(id) => choose('merge', id)}
            onLoaded={setLoadedMerge}
            problem={problems.merge}
          />
        </Box>
      </Box>
      {!ready && (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {FACILITY_ADMIN_FALLBACKS.mergeRequired}
        </Typography>
      )}
      <Button
        variant="contained"
        disabled={!ready || merge.isPending}
        onClick={() => {
          merge.reset();
          setConfirming(true);
        }}
      >
        Merge
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="merge-confirm-title">
        <DialogTitle id="merge-confirm-title">Merge these facilities?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {loadedMerge?.properties.name} ({ids.merge}) will be merged into {loadedTarget?.properties.name} (
            {ids.target}). The merged facility is deleted and its OS ID will lead to the target.
          </DialogContentText>
          {merge.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessages(merge.error, FACILITY_ADMIN_FALLBACKS.merge)[0]}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={!ready || merge.isPending}>
            Confirm merge
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
