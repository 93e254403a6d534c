import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  distanceKm,
  FACILITY_ADMIN_FALLBACKS,
  FACILITY_ADMIN_TOASTS,
  formatDistanceKm,
  locationProblems,
  parseCoordinate,
} from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useToast } from '@/components/toast.tsx';
import type { AdminFacility } from '../api/admin-facility.ts';
import { useContributorChoices } from '../api/contributor-choices.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { FacilityLookup, useInitialOsId } from './facility-lookup.tsx';
import { PointMap } from './point-map.tsx';

/** /dashboard/updatefacilitylocation (spec part 2 §4-§5 'Location update'). */
export function UpdateLocationPage() {
  const [osId, setOsId] = useState<string | null>(useInitialOsId());
  const [facility, setFacility] = useState<AdminFacility | null>(null);
  return (
    <ToolPage title="Update Facility Location">
      <FacilityLookup label="Facility" osId={osId} onOsIdChange={setOsId} onLoaded={setFacility} />
      {facility && <LocationForm key={facility.id} facility={facility} />}
    </ToolPage>
  );
}

function LocationForm({ facility }: { facility: AdminFacility }) {
  const toast = useToast();
  const update = useUpdateLocation();
  const contributors = useContributorChoices();
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [notes, setNotes] = useState('');
  const [contributor, setContributor] = useState<[number, string] | null>(null);
  const [currentLng, currentLat] = facility.geometry.coordinates;
  const current = { lat: currentLat, lng: currentLng };
  const next = { lat: parseCoordinate(lat), lng: parseCoordinate(lng) };
  const problems = lat.trim() || lng.trim() ? locationProblems(next.lat, next.lng, current) : [];
  const previewable = next.lat !== null && next.lng !== null && problems.length === 0;

  const save = () => {
    if (!previewable) return;
    update.mutate(
      {
        osId: facility.id,
        update: { lat: next.lat!, lng: next.lng!, notes: notes.trim(), contributor_id: contributor?.[0] ?? null },
      },
      {
        onSuccess: () => {
          toast(FACILITY_ADMIN_TOASTS.locationUpdated);
          // The form resets after a success (spec part 2 §4).
          setLat('');
          setLng('');
          setNotes('');
          setContributor(null);
        },
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ my: 2 }}
    >
      <Typography>
        Current location: {current.lat}, {current.lng}
        {facility.properties.has_inexact_coordinates && ' (inexact)'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Latitude"
          value={lat}
          onChange={(event) => setLat(event.target.value)}
          size="small"
          required
        />
        <TextField
          label="Longitude"
          value={lng}
          onChange={(event) => setLng(event.target.value)}
          size="small"
          required
        />
        <Autocomplete
          options={contributors.data ?? []}
          getOptionLabel={(option) => option[1]}
          isOptionEqualToValue={(a, b) => a[0] === b[0]}
          value={contributor}
          onChange={(_event, value) => setContributor(value)}
          renderInput={(input) => <TextField {...input} label="On behalf of contributor (optional)" size="small" />}
          sx={{ minWidth: 320 }}
        />
      </Box>
      <TextField
        label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
      {problems.map((problem) => (
        <Alert key={problem} severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ))}
      {previewable && (
        <>
          <Typography sx={{ mt: 2 }} data-testid="location-preview">
            New location: {next.lat}, {next.lng} &middot; Distance:{' '}
            {formatDistanceKm(distanceKm(current, { lat: next.lat!, lng: next.lng! }))}
          </Typography>
          <PointMap
            zoom={13}
            points={[
              { ...current, label: 'Current location', muted: true },
              { lat: next.lat!, lng: next.lng!, label: 'New location' },
            ]}
          />
        </>
      )}
      {update.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessages(update.error, FACILITY_ADMIN_FALLBACKS.updateLocation)[0]}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!previewable || update.isPending}>
        Update Location
      </Button>
    </Box>
  );
}
