import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FACILITY_ADMIN_FALLBACKS, FACILITY_ADMIN_TOASTS, LINK_MESSAGES } from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useToast } from '@/components/toast.tsx';
import type { AdminFacility } from '../api/admin-facility.ts';
import { useLinkFacility } from '../api/link-facility.ts';
import { FacilityLookup, useInitialOsId } from './facility-lookup.tsx';

/** /dashboard/linkid: a closed facility moved to another; both sides need an OS ID (spec part 2 §5). */
export function LinkIdPage() {
  const toast = useToast();
  const link = useLinkFacility();
  const [fromId, setFromId] = useState<string | null>(useInitialOsId());
  const [toId, setToId] = useState<string | null>(null);
  const [from, setFrom] = useState<AdminFacility | null>(null);
  const [to, setTo] = useState<AdminFacility | null>(null);
  const ready = Boolean(from && to && from.id !== to.id);

  const save = () => {
    if (!from || !to) return;
    link.mutate({ osId: from.id, newOsId: to.id }, { onSuccess: () => toast(FACILITY_ADMIN_TOASTS.linked) });
  };

  return (
    <ToolPage title="Link to New OS ID">
      <Typography variant="h6">Facility that moved</Typography>
      <FacilityLookup
        label="Old OS ID"
        osId={fromId}
        onOsIdChange={(id) => {
          link.reset();
          setFromId(id);
        }}
        onLoaded={setFrom}
      />
      <Typography variant="h6">Where it moved to</Typography>
      <FacilityLookup
        label="New OS ID"
        osId={toId}
        onOsIdChange={(id) => {
          link.reset();
          setToId(id);
        }}
        onLoaded={setTo}
        problem={fromId && toId === fromId ? LINK_MESSAGES.self : null}
      />
      {link.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorMessages(link.error, FACILITY_ADMIN_FALLBACKS.link)[0]}
        </Alert>
      )}
      {link.isSuccess && (
        <Alert severity="success" sx={{ my: 1 }}>
          {link.data.os_id} is closed and now says it has moved to {link.data.new_os_id}.
        </Alert>
      )}
      <Button variant="contained" disabled={!ready || link.isPending} onClick={save}>
        Link
      </Button>
    </ToolPage>
  );
}
