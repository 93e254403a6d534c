import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRIES, countryName } from '@registry/core/countries';

const CODES = COUNTRIES.map((country) => country.code);

/** One country by its alpha-2 code, chosen by name. */
export function CountryField({
  value,
  onChange,
  onBlur,
  error,
  label = 'Country',
  required,
}: {
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  required?: boolean;
}) {
  return (
    <Autocomplete
      options={CODES}
      getOptionLabel={(code) => countryName(code) ?? code}
      value={value || null}
      onChange={(_event, code) => onChange(code ?? '')}
      onBlur={onBlur}
      renderInput={(input) => (
        <TextField {...input} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
