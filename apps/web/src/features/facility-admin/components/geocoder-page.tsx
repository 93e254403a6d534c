import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRIES, countryName } from '@registry/core/countries';
import { FACILITY_ADMIN_FALLBACKS } from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useGeocode } from '../api/geocode-address.ts';
import { PointMap } from './point-map.tsx';

/** The map zoom on a geocoded result (spec part 2 §7). */
const RESULT_ZOOM = 13;

/** /dashboard/geocoder: geocode an address in a country and show the result on a map. */
export function GeocoderPage() {
  const [address, setAddress] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const [request, setRequest] = useState<{ address: string; countryCode: string } | null>(null);
  const geocode = useGeocode(request);
  const submit = () => {
    if (address.trim() && country) setRequest({ address: address.trim(), countryCode: country });
  };
  const point = geocode.data?.geocoded_point;
  return (
    <ToolPage title="Geocode">
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          size="small"
          sx={{ minWidth: 360 }}
        />
        <Autocomplete
          options={COUNTRIES.map((c) => c.code)}
          getOptionLabel={(code) => countryName(code) ?? code}
          value={country}
          onChange={(_event, value) => setCountry(value)}
          renderInput={(input) => <TextField {...input} label="Country" size="small" />}
          sx={{ minWidth: 260 }}
        />
        <Button type="submit" variant="contained" disabled={!address.trim() || !country || geocode.isFetching}>
          Geocode
        </Button>
      </Box>
      {geocode.isFetching && <CircularProgress aria-label="Geocoding" sx={{ m: 2 }} />}
      {geocode.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorMessages(geocode.error, FACILITY_ADMIN_FALLBACKS.geocode)[0]}
        </Alert>
      )}
      {geocode.data && !point && <Typography sx={{ my: 2 }}>No location was found for this address.</Typography>}
      {point && (
        <>
          <Typography sx={{ my: 2 }} data-testid="geocode-result">
            {geocode.data?.geocoded_address} &middot; {point.lat}, {point.lng}
            {geocode.data?.is_exact === false && ' (approximate)'}
          </Typography>
          <PointMap zoom={RESULT_ZOOM} points={[{ ...point, label: 'Geocoded location' }]} />
        </>
      )}
    </ToolPage>
  );
}
