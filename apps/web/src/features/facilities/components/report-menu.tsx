import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { reportableState } from '@registry/core/activity-reports';
import { useT } from '@/lib/i18n/i18n.ts';
import type { FacilityDetail } from '../api/facility-detail.ts';
import { canDisputeClaim, disputeClaimHref, suggestEditPath } from '../facility-actions.ts';
import { DuplicateReportDialog } from './duplicate-report-dialog.tsx';
import { StatusReportDialog } from './status-report-dialog.tsx';

export interface ReportMenuProps {
  facility: FacilityDetail;
  signedIn: boolean;
  /** report_a_facility: closure and reopening reports. */
  closureReports: boolean;
  /** The signed-in user's organisation's claims (the session's claimed_facility_ids); null when signed out. */
  claims: { approved: readonly string[]; pending: readonly string[] } | null;
}

/**
 * The header's Report menu (spec part 2 §2 page actions, §6): Report as Duplicate, Report as Closed or
 * Reopened, Suggest an Edit, and Dispute Claim when the user may dispute the claim.
 */
export function ReportMenu({ facility, signedIn, closureReports, claims }: ReportMenuProps) {
  const t = useT();
  const p = facility.properties;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'duplicate' | 'status' | null>(null);
  const state = reportableState(p);
  const statusLabel = state === 'CLOSED' ? t('Report as Closed') : t('Report as Reopened');
  // While a report waits for review the server takes no other, so the menu offers none.
  const statusPending = p.activity_reports[0]?.status === 'PENDING';
  const open = (which: 'duplicate' | 'status') => {
    setAnchor(null);
    setDialog(which);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        id="report-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'report-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('Report')}
      </Button>
      <Menu
        id="report-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'report-button' } }}
      >
        <MenuItem onClick={() => open('duplicate')}>{t('Report as Duplicate')}</MenuItem>
        {closureReports && (
          <MenuItem disabled={statusPending} onClick={() => open('status')}>
            <ListItemText
              primary={statusLabel}
              secondary={statusPending ? t('A status report is waiting for review') : undefined}
            />
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={suggestEditPath(p.os_id)}>
          {t('Suggest an Edit')}
        </MenuItem>
        {canDisputeClaim(p.os_id, p.claim_status, claims) && (
          <MenuItem component="a" href={disputeClaimHref(p.os_id)} onClick={() => setAnchor(null)}>
            {t('Dispute Claim')}
          </MenuItem>
        )}
      </Menu>
      {dialog === 'duplicate' && (
        <DuplicateReportDialog osId={p.os_id} name={p.name} signedIn={signedIn} onClose={() => setDialog(null)} />
      )}
      {dialog === 'status' && (
        <StatusReportDialog
          osId={p.os_id}
          name={p.name}
          title={statusLabel}
          state={state}
          signedIn={signedIn}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
