import Box from '@mui/material/Box';
import type { ExtendedFieldName } from '@registry/core/extended-fields';
import { useT, type MessageId, type Translate } from '@/lib/i18n/i18n.ts';
import { formatCountry } from '@/lib/i18n/format.ts';
import { sectorName } from '@/lib/i18n/fixed-names.ts';
import type { FacilityDetail, FieldSource } from '../api/facility-detail.ts';
import { facilityStatus } from './banners.ts';
import { FieldRow } from './field-row.tsx';
import {
  FIELD_LABELS,
  formatCoordinates,
  formatDate,
  formatFieldValue,
  NOT_SET,
  sectorNames,
  sourceLine,
} from './field-values.ts';
import { locationSentence } from '@registry/core/geocode-precision';

/**
 * An embedded map shows its contributor's data: values other contributors gave keep their date and
 * channel but not who gave them, so the frame never names another brand. A claim's source is the
 * facility itself and keeps its name.
 */
const attributed = (source: FieldSource, embedContributorId: number | undefined): FieldSource =>
  embedContributorId === undefined || source.contributor_id === embedContributorId || source.is_from_claim
    ? source
    : { ...source, contributor_name: '', list_name: null };

const entriesOf = (field: ExtendedFieldName, sources: FieldSource[], t: Translate, embedContributorId?: number) =>
  sources.map((source) => ({
    value: formatFieldValue(field, source.value, t),
    source: sourceLine(attributed(source, embedContributorId), t),
  }));

/**
 * A row of the page: a field of the facility, or (an embedded map's) a column of its contributor's
 * own row; under the page's label (a catalog key) or the embed config's display name, shown as given.
 */
export type FacilityFieldRow =
  | { field: ExtendedFieldName; label: MessageId }
  | { field: ExtendedFieldName; displayName: string }
  | { column: string; displayName: string };

/**
 * Address and coordinates, then every field with the values contributors gave and where each
 * came from; the facility's own name, address and sectors head their rows. A contributor's own
 * column shows the value of their row (contributor_fields) and is left out when they gave none.
 */
export function FacilityFields({
  facility,
  fields = FIELD_LABELS,
  embedContributorId,
}: {
  facility: FacilityDetail;
  fields?: FacilityFieldRow[];
  /** Opened from this contributor's embedded map: only their contributions are named. */
  embedContributorId?: number;
}) {
  const t = useT();
  const p = facility.properties;
  const status = facilityStatus(p);
  return (
    <Box>
      {fields.map((row) => {
        const label = 'label' in row ? t(row.label) : row.displayName;
        if ('column' in row) {
          const own = p.contributor_fields.find((c) => c.column_name === row.column);
          return own ? <FieldRow key={`column:${row.column}`} label={label} value={own.value} /> : null;
        }
        const { field } = row;
        const sources = p.extended_fields[field] ?? [];
        if (field === 'name')
          return (
            <FieldRow
              key={field}
              label={label}
              value={p.name}
              entries={entriesOf(field, sources, t, embedContributorId)}
            />
          );
        if (field === 'address') {
          return (
            <FieldRow
              key={field}
              label={label}
              value={`${p.address}, ${formatCountry(p.country_code, p.country_name)}`}
              entries={entriesOf(field, sources, t, embedContributorId)}
            >
              <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'body2' }} data-testid="coordinates">
                {t('Coordinates: {coordinates}', { coordinates: formatCoordinates(facility.geometry.coordinates) })}
                {p.has_inexact_coordinates &&
                  !p.geocoded_location_type &&
                  ` ${t('(approximate: placed from the address, not an exact point)')}`}
              </Box>
              {p.geocoded_location_type && p.geocoded_location_place && (
                <Box component="p" sx={{ m: 0, typography: 'body2' }} data-testid="location-precision">
                  {locationSentence(p.geocoded_location_type, p.geocoded_location_place)}
                </Box>
              )}
            </FieldRow>
          );
        }
        if (field === 'sector') {
          const sectors = sectorNames(p.sector);
          return (
            <FieldRow
              key={field}
              label={label}
              value={sectors.length ? sectors.map((name) => sectorName(t, name)).join(', ') : t(NOT_SET)}
              entries={entriesOf(field, sources, t, embedContributorId)}
            />
          );
        }
        const [first, ...rest] = sources;
        return (
          <FieldRow
            key={field}
            label={label}
            value={first ? formatFieldValue(field, first.value, t) : t(NOT_SET)}
            source={first && sourceLine(attributed(first, embedContributorId), t)}
            entries={entriesOf(field, rest, t, embedContributorId)}
          />
        );
      })}
      <FieldRow
        label={t('Status')}
        value={t(status.value)}
        source={
          status.report &&
          [
            status.verified && t(status.verified),
            status.report.reported_by_contributor,
            formatDate(status.report.status_change_date ?? status.report.created_at),
          ]
            .filter(Boolean)
            .join(' · ')
        }
      />
    </Box>
  );
}
