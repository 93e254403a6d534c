import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useContributorTypeOptions } from '../api/contributor-types.ts';
import { useFacilityProcessingTypes } from '../api/facility-processing-types.ts';
import type { FilterOption } from '../api/option-pairs.ts';
import { useParentCompanyOptions } from '../api/parent-companies.ts';
import { useProductTypeOptions } from '../api/product-types.ts';
import { useSectorOptions } from '../api/sectors.ts';
import { useWorkersRangeOptions } from '../api/workers-ranges.ts';
import { CLAIM_STATUS_FILTER_OPTIONS } from '../claim-status-filter.ts';
import { facilityTypeChoices, processingTypeChoices } from '../facility-type-coupling.ts';
import { useSearchEmbed } from '../embed-context.ts';
import { moreFilterLabels, withoutMoreFilters } from '../more-filters.ts';
import type { SearchFilters } from '../search-filters.ts';
import { OptionsAutocomplete } from './options-autocomplete.tsx';

const asOptions = (names: string[]): FilterOption[] => names.map((name) => ({ value: name, label: name }));

export interface MoreFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  draft: SearchFilters;
  onDraftChange: (draft: SearchFilters) => void;
  onApply: () => void;
}

/** 'More Search Filters' (spec part 1 §2, §5): the filters beyond text, contributor and country. */
export function MoreFiltersDrawer({ open, onClose, draft, onDraftChange, onApply }: MoreFiltersDrawerProps) {
  // Long option lists load when their field is first opened, not with the page.
  const t = useT();
  const [requested, setRequested] = useState({ sectors: false, parentCompanies: false, productTypes: false });
  const embed = useSearchEmbed();
  const contributorTypes = useContributorTypeOptions(open);
  const sectors = useSectorOptions(requested.sectors, embed?.contributorId ?? null);
  const parentCompanies = useParentCompanyOptions(requested.parentCompanies);
  const productTypes = useProductTypeOptions(requested.productTypes);
  const workers = useWorkersRangeOptions(open);
  const taxonomy = useFacilityProcessingTypes();
  const update = (patch: Partial<SearchFilters>) => onDraftChange({ ...draft, ...patch });
  // An embedded map filters on the extended fields its contributor shows, under their names.
  const labels = moreFilterLabels(embed, t);
  const reset = () => onDraftChange(withoutMoreFilters(draft));

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        role="dialog"
        aria-label={t('Find facilities')}
        sx={{ width: { xs: '100vw', sm: 420 }, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="h6" component="h2">
          {t('Find facilities')}
        </Typography>
        {labels.contributorTypes !== null && (
          <OptionsAutocomplete
            label={labels.contributorTypes}
            options={contributorTypes.data ?? []}
            loading={contributorTypes.isPending}
            value={draft.contributorTypes}
            onChange={(value) => update({ contributorTypes: value })}
          />
        )}
        {labels.sectors !== null && (
          <OptionsAutocomplete
            label={labels.sectors}
            options={sectors.data ?? []}
            loading={sectors.isFetching}
            onOpen={() => setRequested((r) => ({ ...r, sectors: true }))}
            value={draft.sectors}
            nameOf={(name) => sectorName(t, name)}
            onChange={(value) => update({ sectors: value })}
          />
        )}
        {labels.parentCompany !== null && (
          <OptionsAutocomplete
            label={labels.parentCompany}
            freeSolo
            placeholder={t('e.g. ABC Textiles Limited')}
            options={parentCompanies.data ?? []}
            loading={parentCompanies.isFetching}
            onOpen={() => setRequested((r) => ({ ...r, parentCompanies: true }))}
            value={draft.parentCompany}
            onChange={(value) => update({ parentCompany: value })}
          />
        )}
        {labels.facilityType !== null && (
          <OptionsAutocomplete
            label={labels.facilityType}
            options={asOptions(facilityTypeChoices(taxonomy.data ?? [], draft.processingType))}
            loading={taxonomy.isPending}
            value={draft.facilityType}
            nameOf={(name) => typeName(t, name)}
            onChange={(value) => update({ facilityType: value })}
          />
        )}
        {labels.processingType !== null && (
          <OptionsAutocomplete
            label={labels.processingType}
            options={asOptions(processingTypeChoices(taxonomy.data ?? [], draft.facilityType))}
            loading={taxonomy.isPending}
            value={draft.processingType}
            nameOf={(name) => typeName(t, name)}
            onChange={(value) => update({ processingType: value })}
          />
        )}
        {labels.productType !== null && (
          <OptionsAutocomplete
            label={labels.productType}
            freeSolo
            placeholder={t('e.g. Jackets')}
            options={productTypes.data ?? []}
            loading={productTypes.isFetching}
            onOpen={() => setRequested((r) => ({ ...r, productTypes: true }))}
            value={draft.productType}
            onChange={(value) => update({ productType: value })}
          />
        )}
        {labels.numberOfWorkers !== null && (
          <OptionsAutocomplete
            label={labels.numberOfWorkers}
            options={workers.data ?? []}
            loading={workers.isPending}
            value={draft.numberOfWorkers}
            onChange={(value) => update({ numberOfWorkers: value })}
          />
        )}
        {/* Not one of the fields an embed can show, so not offered there either. */}
        {labels.nativeLanguageName !== null && (
          <TextField
            size="small"
            label={labels.nativeLanguageName}
            value={draft.nativeLanguageName}
            onChange={(event) => update({ nativeLanguageName: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
        <OptionsAutocomplete
          label={labels.statuses}
          options={CLAIM_STATUS_FILTER_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          value={draft.statuses}
          onChange={(value) => update({ statuses: value })}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={onApply}>
            {t('Apply Filters')}
          </Button>
          <Button variant="outlined" onClick={reset}>
            {t('Reset')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
