import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FACILITY_ADMIN_FALLBACKS, FACILITY_ADMIN_TOASTS } from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useToast } from '@/components/toast.tsx';
import type { AdminFacility } from '../api/admin-facility.ts';
import { useDeleteFacility } from '../api/delete-facility.ts';
import { FacilityLookup, useInitialOsId } from './facility-lookup.tsx';

/** /dashboard/deletefacility: look a facility up by OS ID, confirm, delete. */
export function DeleteFacilityPage() {
  const toast = useToast();
  const remove = useDeleteFacility();
  const [osId, setOsId] = useState<string | null>(useInitialOsId());
  const [facility, setFacility] = useState<AdminFacility | null>(null);
  const [confirming, setConfirming] = useState(false);

  const confirm = () => {
    if (!facility) return;
    remove.mutate(facility.id, {
      onSuccess: () => {
        setConfirming(false);
        setOsId(null);
        setFacility(null);
        toast(FACILITY_ADMIN_TOASTS.deleted);
      },
    });
  };

  return (
    <ToolPage title="Delete a Facility">
      <FacilityLookup label="Facility" osId={osId} onOsIdChange={setOsId} onLoaded={setFacility} />
      <Button
        variant="contained"
        color="error"
        disabled={!facility || remove.isPending}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Delete
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">Delete this facility?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {facility?.properties.name} ({facility?.id}) will be removed from the registry with its matches, claims and
            reports. It can be restored from the audit log.
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessages(remove.error, FACILITY_ADMIN_FALLBACKS.delete)[0]}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={remove.isPending}>
            Delete facility
          </Button>
        </DialogActions>
      </Dialog>
    </ToolPage>
  );
}
