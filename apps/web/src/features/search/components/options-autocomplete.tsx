import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useT } from '@/lib/i18n/i18n.ts';
import type { FilterOption } from '../api/option-pairs.ts';

export interface OptionsAutocompleteProps {
  label: string;
  options: readonly FilterOption[];
  value: string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  /** Free-typed values are kept as they are (parent company, product type). */
  freeSolo?: boolean;
  placeholder?: string;
  /** Called when the field gets focus or its list opens: options that load on focus start here. */
  onOpen?: () => void;
  /** A fixed name in the reader's language (sectors, types); the value sent stays as offered. */
  nameOf?: (name: string) => string;
}

/** A multi-select over [value, label] options; chosen values not (yet) among the options show as typed. */
export function OptionsAutocomplete({
  label,
  options,
  value,
  onChange,
  loading,
  freeSolo,
  placeholder,
  onOpen,
  nameOf = (name) => name,
}: OptionsAutocompleteProps) {
  const t = useT();
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const selected: FilterOption[] = value.map((v) => ({ value: v, label: labels.get(v) ?? v }));
  return (
    <Autocomplete<FilterOption | string, true, false, boolean>
      multiple
      freeSolo={freeSolo}
      size="small"
      options={options}
      value={selected}
      loading={loading}
      loadingText={t('Loading..')}
      noOptionsText={t('No options')}
      filterSelectedOptions
      autoHighlight
      onOpen={onOpen}
      getOptionLabel={(option) => (typeof option === 'string' ? option : nameOf(option.label))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.value)}
      isOptionEqualToValue={(option, chosen) =>
        (typeof option === 'string' ? option : option.value) === (typeof chosen === 'string' ? chosen : chosen.value)
      }
      onChange={(_event, next) => {
        const values = next.map((item) => (typeof item === 'string' ? item.trim() : item.value)).filter(Boolean);
        onChange([...new Set(values)]);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          onFocus={onOpen}
        />
      )}
    />
  );
}
