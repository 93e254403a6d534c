import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { contributedName } from '@registry/core/extended-fields';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { formatCountry } from '@/lib/i18n/format.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { facilityPath, paths } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useFacility } from '../api/facility-detail.ts';
import { cachedFacilityPreview } from '../api/facility-preview.ts';
import { ClaimInfoSection } from './claim-info-section.tsx';
import { ContributorsSection } from './contributors-section.tsx';
import { FacilityFields, type FacilityFieldRow } from './facility-fields.tsx';
import { ClaimBannerView, ClosureBannerView } from './facility-banners.tsx';
import { FacilityHeader } from './facility-header.tsx';
import { PartnerFieldsSection } from './partner-fields-section.tsx';
import { FacilityMap } from './facility-map.tsx';
import { FieldRow } from './field-row.tsx';
import { historicalIdNotice, localNameOf } from './field-values.ts';
import { ReportMenu } from './report-menu.tsx';

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
  claims = null,
  renderStaffActions,
}: {
  flags: FacilityPageFlags;
  embedView?: FacilityEmbedView;
  signedIn?: boolean;
  /** The signed-in user's organisation's claims (the session's claimed_facility_ids), for Dispute Claim. */
  claims?: { approved: readonly string[]; pending: readonly string[] } | null;
  /** Superusers: links to the staff tools for this facility (given by the app). */
  renderStaffActions?: (osId: string) => ReactNode;
}) {
  const t = useT();
  const { osID = '' } = useParams();
  const [search] = useSearchParams();
  const embed = search.get('embed') === '1';
  const facility = useFacility(osID, embedView?.contributorId ?? null);
  const queryClient = useQueryClient();
  // Until the detail answers: what a search result or the map's card already said. Not in an
  // embedded map that names its contributor's name for the facility, which only the detail gives.
  const preview = facility.isPending && !embedView?.preferNameOf ? cachedFacilityPreview(queryClient, osID) : null;
  useDocumentTitle(facility.data?.properties.name ?? preview?.name ?? t('Facility'));

  if (facility.isPending && !preview) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('Loading facility')} />
      </Box>
    );
  }
  if (facility.isError) {
    const missing = facility.error instanceof ApiRequestError && facility.error.status === 404;
    return (
      <Container sx={{ py: 6 }} role="alert">
        <Typography variant="h5" component="h1">
          {errorMessages(facility.error, FALLBACK_MESSAGES.fetchFacility)[0]}
        </Typography>
        {missing && (
          <Typography sx={{ mt: 1 }}>
            {t('No facility has the OS ID {osId}. It may have been mistyped, or the facility was deleted.', {
              osId: osID,
            })}
          </Typography>
        )}
        {/* Never a dead end: back to the search (in the embedded map's own search when embedded). */}
        <Button
          variant="contained"
          component={RouterLink}
          to={embed ? `${paths.home}?${search.toString()}` : paths.home}
          sx={{ mt: 2 }}
        >
          {t('Back to search')}
        </Button>
      </Container>
    );
  }

  const data = facility.data ?? null;
  const p = data?.properties;
  // The detail, or while it is on its way the preview (else the spinner above shows).
  const shown = p ? { osId: p.os_id, name: p.name, coordinates: data.geometry.coordinates } : preview!;
  const osId = shown.osId;
  const name =
    (p && embedView?.preferNameOf && contributedName(p.extended_fields.name, embedView.preferNameOf)) || shown.name;
  const notice = p && historicalIdNotice(p.requested_os_id, p.os_id, p.requested_os_id_reason, t);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {data && !embed && <ClaimBannerView facility={data} claimFlag={flags.claim} />}
      {data && flags.closure && <ClosureBannerView facility={data} />}
      {notice && (
        <Alert severity="info" data-testid="historical-id-notice">
          {notice}
        </Alert>
      )}
      <FacilityHeader
        name={name}
        localName={p && localNameOf(p)}
        osId={osId}
        embedded={embed}
        // An embedded map has no session, so it offers no reports; closure reports need the report_a_facility flag.
        reportMenu={
          data &&
          !embed && <ReportMenu facility={data} signedIn={signedIn} closureReports={flags.closure} claims={claims} />
        }
      />
      {embed && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {/* Back to the embedded map, still embedded in its contributor's config (never a dead end inside the frame). */}
          <Link component={RouterLink} to={`${paths.facilities}?${search.toString()}`}>
            {t('Back to map')}
          </Link>
          {/* The full page on the registry, in a new tab (out of the host's frame). */}
          <Link href={`${window.location.origin}${facilityPath(osId)}`} target="_blank" rel="noreferrer">
            {t('View on {product}', { product: PRODUCT_NAME })}
          </Link>
        </Box>
      )}
      {!embed && renderStaffActions?.(osId)}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 1, md: 0 } }}>
          {data ? (
            <>
              <FacilityFields
                facility={data}
                fields={embedView?.fields}
                embedContributorId={embedView?.contributorId}
              />
              {!embed && <PartnerFieldsSection fields={data.properties.partner_fields} />}
              {!embed && <ContributorsSection facility={data} />}
              {data.properties.claim_info && <ClaimInfoSection claim={data.properties.claim_info} />}
            </>
          ) : (
            preview && (
              <>
                <FieldRow
                  label={t('Address')}
                  value={`${preview.address}, ${formatCountry(preview.countryCode, preview.countryName)}`}
                />
                <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                  <CircularProgress aria-label={t('Loading facility')} />
                </Box>
              </>
            )
          )}
        </Box>
        <Box sx={{ order: { xs: 0, md: 1 }, position: { md: 'sticky' }, top: { md: 16 }, height: { md: 560 } }}>
          <FacilityMap
            osId={osId}
            name={shown.name}
            coordinates={shown.coordinates}
            otherLocations={p?.other_locations}
          />
        </Box>
      </Box>
    </Container>
  );
}
