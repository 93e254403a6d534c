import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import type { ClaimInfo } from '../api/facility-detail.ts';
import { FieldRow } from './field-row.tsx';
import { displayValue } from './field-values.ts';

/** What the owner or manager published with an approved claim: public fields only (the server leaves out the rest). */
export function ClaimInfoSection({ claim }: { claim: ClaimInfo }) {
  const t = useT();
  const f = claim.facility;
  const rows: [MessageId, string | number | readonly string[] | null][] = [
    ['Name in English', f.name_english],
    ['Name in Native Language', f.name_native_language],
    ['Address', f.address],
    ['Description', f.description],
    ['Website', f.website],
    ['Phone Number', f.phone_number],
    ['Parent Company', f.parent_company],
    ['Sectors', f.sectors.map((name) => sectorName(t, name))],
    ['Number of Workers', f.workers_count],
    ['Percentage of Female Workers', f.female_workers_percentage === null ? null : `${f.female_workers_percentage}%`],
    ['Minimum Order Quantity', f.minimum_order_quantity],
    ['Average Lead Time', f.average_lead_time],
    ['Facility Types', f.facility_types.map((name) => typeName(t, name))],
    ['Production Types', f.production_types.map((name) => typeName(t, name))],
    ['Product Types', f.product_types],
    ['Affiliations', f.affiliations],
    ['Certifications', f.certifications],
  ];
  if (claim.contact) rows.push(['Contact Person', claim.contact.name], ['Contact Email', claim.contact.email]);
  if (claim.office) {
    rows.push(
      ['Office Name', claim.office.name],
      ['Office Address', claim.office.address],
      ['Office Country', claim.office.country],
      ['Office Phone Number', claim.office.phone_number],
    );
  }
  return (
    <Box component="section" aria-labelledby="claim-info-heading" sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" id="claim-info-heading">
        {t('Claimed Facility Info')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Published by {contributor}, the owner or manager of this production location', {
          contributor: claim.contributor,
        })}
      </Typography>
      {rows.map(([label, value]) => (
        <FieldRow key={label} label={t(label)} value={displayValue(value, t)} />
      ))}
    </Box>
  );
}
