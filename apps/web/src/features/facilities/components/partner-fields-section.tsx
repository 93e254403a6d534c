import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FacilityPartnerFields, PartnerFieldValue } from '@registry/core/partner-fields';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useT, type Translate } from '@/lib/i18n/i18n.ts';
import { FieldRow } from './field-row.tsx';

/** 'carbon_emissions' -> 'Carbon emissions': a field's name as its label. */
const partnerFieldLabel = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const shownValue = (entry: PartnerFieldValue) =>
  `${typeof entry.value === 'number' ? formatNumber(entry.value) : entry.value}${entry.unit ? ` ${entry.unit}` : ''}`;
const sourceLine = (entry: PartnerFieldValue, t: Translate) =>
  [entry.contributor_name, entry.source_by, t('updated {date}', { date: entry.updated_at.slice(0, 10) })]
    .filter(Boolean)
    .join(' · ');

/** The partner fields that have a value (spec part 2 §3): the latest value first, other contributors' below it. */
export function PartnerFieldsSection({ fields }: { fields: FacilityPartnerFields }) {
  const t = useT();
  const names = Object.keys(fields).filter((name) => fields[name]!.length > 0);
  if (names.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="partner-fields-heading" sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" id="partner-fields-heading">
        {t('Partner Data')}
      </Typography>
      {names.map((name) => {
        const [first, ...others] = fields[name]!;
        return (
          <FieldRow
            key={name}
            label={partnerFieldLabel(name)}
            value={shownValue(first!)}
            source={sourceLine(first!, t)}
            entries={others.map((entry) => ({ value: shownValue(entry), source: sourceLine(entry, t) }))}
          />
        );
      })}
    </Box>
  );
}
