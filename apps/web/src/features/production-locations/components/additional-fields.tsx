import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SECTORS } from '@registry/core/sectors';
import { useT } from '@/lib/i18n/i18n.ts';
import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import type {
  ContributionField,
  ContributionFormErrors,
  ContributionFormValues,
} from '../single-location/form-values.ts';
import { locationTypeChoices, processingTypeChoices, usesTypeDropdowns } from '../single-location/type-choices.ts';

interface Props {
  values: ContributionFormValues;
  errors: ContributionFormErrors;
  shown: (field: ContributionField) => boolean;
  change: <F extends ContributionField>(field: F, value: ContributionFormValues[F]) => void;
  touch: (field: ContributionField) => void;
}

function MultiField({
  label,
  field,
  options,
  freeEntry,
  placeholder,
  optionLabel,
  props,
}: {
  label: string;
  field: 'sector' | 'productType' | 'locationType' | 'processingType';
  options: readonly string[];
  freeEntry: boolean;
  placeholder?: string;
  /** An option's name as shown (a fixed name in the reader's language); the value stays as offered. */
  optionLabel?: (option: string) => string;
  props: Props;
}) {
  const t = useT();
  const error = props.shown(field) ? props.errors[field] : undefined;
  return (
    <Autocomplete
      multiple
      freeSolo={freeEntry}
      autoSelect={freeEntry}
      options={options}
      getOptionLabel={optionLabel}
      value={props.values[field]}
      onChange={(_event, value) => props.change(field, value as string[])}
      onBlur={() => props.touch(field)}
      renderInput={(input) => (
        <TextField
          {...input}
          label={label}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error ?? (freeEntry ? t('Type a value and press Enter') : undefined)}
        />
      )}
    />
  );
}

/**
 * Sector(s), Product Type(s), Location Type(s), Processing Type(s), Number of Workers, Parent
 * Company. With the sector exactly 'Apparel' the two type fields offer the processing-type
 * taxonomy, each filtered by the other's choice; otherwise they take any text.
 */
export function AdditionalFields(props: Props) {
  const { values, errors, shown, change, touch } = props;
  const t = useT();
  const dropdowns = usesTypeDropdowns(values.sector);
  return (
    <Stack spacing={2.5}>
      <MultiField
        label={t('Sector(s)')}
        field="sector"
        options={SECTORS}
        freeEntry={false}
        optionLabel={(sector) => sectorName(t, sector)}
        props={props}
      />
      <MultiField
        label={t('Product Type(s)')}
        field="productType"
        options={[]}
        freeEntry
        placeholder={t('e.g. Jackets')}
        props={props}
      />
      <MultiField
        label={t('Location Type(s)')}
        field="locationType"
        options={dropdowns ? locationTypeChoices(values.processingType) : []}
        freeEntry={!dropdowns}
        optionLabel={(type) => typeName(t, type)}
        props={props}
      />
      <MultiField
        label={t('Processing Type(s)')}
        field="processingType"
        options={dropdowns ? processingTypeChoices(values.locationType) : []}
        freeEntry={!dropdowns}
        optionLabel={(type) => typeName(t, type)}
        props={props}
      />
      <TextField
        label={t('Number of Workers')}
        placeholder={t('e.g. 100 or 100-150')}
        value={values.numberOfWorkers}
        onChange={(event) => change('numberOfWorkers', event.target.value)}
        onBlur={() => touch('numberOfWorkers')}
        error={shown('numberOfWorkers') && Boolean(errors.numberOfWorkers)}
        helperText={shown('numberOfWorkers') ? errors.numberOfWorkers : undefined}
      />
      <TextField
        label={t('Parent Company')}
        placeholder={t('e.g. ABC Textiles Limited')}
        value={values.parentCompany}
        onChange={(event) => change('parentCompany', event.target.value)}
        onBlur={() => touch('parentCompany')}
        error={shown('parentCompany') && Boolean(errors.parentCompany)}
        helperText={shown('parentCompany') ? errors.parentCompany : undefined}
      />
    </Stack>
  );
}
