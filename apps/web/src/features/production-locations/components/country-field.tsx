import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRIES, countryName } from '@registry/core/countries';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatCountry } from '@/lib/i18n/format.ts';

const CODES = COUNTRIES.map((country) => country.code);

/** One country by its alpha-2 code, chosen by name. */
export function CountryField({
  value,
  onChange,
  onBlur,
  error,
  label,
  required,
}: {
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <Autocomplete
      options={CODES}
      getOptionLabel={(code) => formatCountry(code, countryName(code) ?? code)}
      value={value || null}
      onChange={(_event, code) => onChange(code ?? '')}
      onBlur={onBlur}
      renderInput={(input) => (
        <TextField
          {...input}
          label={label ?? t('Country')}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
