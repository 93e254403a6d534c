import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { singleLocationSearchPath } from '@/lib/paths.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';
import { CountryField } from './country-field.tsx';

/** The name and address tab: Search needs a name, an address and a country (spec part 1 §5). */
export function NameAddressSearchTab() {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', address: '', country: '' });
  const [touched, setTouched] = useState({ name: false, address: false, country: false });
  const problems = {
    name: values.name.trim() ? undefined : t(SINGLE_LOCATION_TEXT.searchNameMissing),
    address: values.address.trim() ? undefined : t(SINGLE_LOCATION_TEXT.searchAddressMissing),
    country: values.country ? undefined : t(SINGLE_LOCATION_TEXT.countryMissing),
  };
  const ready = !problems.name && !problems.address && !problems.country;
  const touch = (field: keyof typeof touched) => setTouched((state) => ({ ...state, [field]: true }));
  return (
    <Box
      component="form"
      noValidate
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        const query = new URLSearchParams({
          name: values.name.trim(),
          address: values.address.trim(),
          country: values.country,
        });
        void navigate(singleLocationSearchPath(query.toString()));
      }}
    >
      <TextField
        label={t('Production Location Name')}
        required
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        onBlur={() => touch('name')}
        error={touched.name && Boolean(problems.name)}
        helperText={touched.name ? problems.name : undefined}
      />
      <TextField
        label={t('Address')}
        required
        value={values.address}
        onChange={(event) => setValues({ ...values, address: event.target.value })}
        onBlur={() => touch('address')}
        error={touched.address && Boolean(problems.address)}
        helperText={touched.address ? problems.address : undefined}
      />
      <CountryField
        required
        value={values.country}
        onChange={(country) => setValues({ ...values, country })}
        onBlur={() => touch('country')}
        error={touched.country ? problems.country : undefined}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!ready}>
          {t('Search')}
        </Button>
      </Box>
    </Box>
  );
}
