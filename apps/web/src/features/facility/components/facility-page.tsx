import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { contributedName } from '@registry/core/extended-fields';
import { useFacility } from '../api/facility-detail.ts';
import { ClaimInfoSection } from './claim-info-section.tsx';
import { ContributorsSection } from './contributors-section.tsx';
import { FacilityFields, type FacilityFieldRow } from './facility-fields.tsx';
import { ClaimBannerView, ClosureBannerView } from './facility-banners.tsx';
import { FacilityHeader } from './facility-header.tsx';
import { FacilityMap } from './facility-map.tsx';
import { historicalIdNotice } from './field-values.ts';
import { ReportStatusAction } from './report-status-action.tsx';

export interface FacilityPageFlags {
  /** claim_a_facility: offer the claim link. */
  claim: boolean;
  /** report_a_facility: closure and reopening reports, and their banner. */
  closure: boolean;
}

/** An embedded map's view of the page, from the contributor's embed config (given by the app). */
export interface FacilityEmbedView {
  /** The rows shown: name and address always, then the configured fields (own columns among them) in their order. */
  fields: FacilityFieldRow[];
  /** Show the name this contributor gave the facility (prefer_contributor_name), when they gave one. */
  preferNameOf: number | null;
  /** The embedded map's contributor, whose own columns the page adds. */
  contributorId: number;
}

/** /facilities/{osID} (spec part 2 §2 'Facility detail sections'); `?embed=1` is the embedded map's view. */
export function FacilityPage({
  flags,
  embedView,
  signedIn = false,
  renderStaffActions,
}: {
  flags: FacilityPageFlags;
  embedView?: FacilityEmbedView;
  signedIn?: boolean;
  /** Superusers: links to the staff tools for this facility (given by the app). */
  renderStaffActions?: (osId: string) => ReactNode;
}) {
  const { osID = '' } = useParams();
  const [search] = useSearchParams();
  const embed = search.get('embed') === '1';
  const facility = useFacility(osID, embedView?.contributorId ?? null);

  if (facility.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading facility" />
      </Box>
    );
  }
  if (facility.isError) {
    return (
      <Container sx={{ py: 6 }} role="alert">
        <Typography variant="h5" component="h1">
          {errorMessages(facility.error, FALLBACK_MESSAGES.fetchFacility)[0]}
        </Typography>
      </Container>
    );
  }

  const data = facility.data;
  const p = data.properties;
  const notice = historicalIdNotice(p.requested_os_id, p.os_id, p.requested_os_id_reason);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {!embed && <ClaimBannerView facility={data} claimFlag={flags.claim} />}
      {flags.closure && <ClosureBannerView facility={data} />}
      {notice && (
        <Alert severity="info" data-testid="historical-id-notice">
          {notice}
        </Alert>
      )}
      <FacilityHeader name={(embedView?.preferNameOf && contributedName(p.extended_fields.name, embedView.preferNameOf)) || p.name} osId={p.os_id} embedded={embed} />
      {/* Reporting needs the report_a_facility flag; an embedded map has no session, so it offers none. */}
      {!embed && flags.closure && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Facility actions" role="group">
          <ReportStatusAction facility={data} signedIn={signedIn} />
        </Box>
      )}
      {!embed && renderStaffActions?.(p.os_id)}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ order: { xs: 1, md: 0 } }}>
          <FacilityFields facility={data} fields={embedView?.fields} />
          {!embed && <ContributorsSection facility={data} />}
          {p.claim_info && <ClaimInfoSection claim={p.claim_info} osId={p.os_id} embedded={embed} />}
        </Box>
        <Box sx={{ order: { xs: 0, md: 1 }, position: { md: 'sticky' }, top: { md: 16 }, height: { md: 560 } }}>
          <FacilityMap facility={data} />
        </Box>
      </Box>
    </Container>
  );
}
