import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FACILITY_ADMIN_FALLBACKS } from '@registry/core/facility-admin';
import { normalizeOsId } from '@registry/core/os-id';
import { errorMessages } from '@/api/errors.ts';
import { facilityPath } from '@/lib/paths.ts';
import { useAdminFacility, type AdminFacility } from '../api/admin-facility.ts';

export interface FacilityLookupProps {
  label: string;
  /** The OS ID being looked at (the parent owns it, so it can flip or reset it). */
  osId: string | null;
  onOsIdChange: (osId: string | null) => void;
  /** Told of the facility once it has loaded (null while none is). */
  onLoaded?: (facility: AdminFacility | null) => void;
  /** A problem with the chosen ID found by the parent (e.g. the same facility on both sides). */
  problem?: string | null;
}

/**
 * An OS ID search (spec part 2 §2: every tool has one): the Search button is disabled while
 * fetching or when the box is empty; the facility found is shown as a card.
 */
export function FacilityLookup({ label, osId, onOsIdChange, onLoaded, problem }: FacilityLookupProps) {
  const [text, setText] = useState(osId ?? '');
  const [shownFor, setShownFor] = useState(osId);
  if (shownFor !== osId) {
    setShownFor(osId);
    setText(osId ?? '');
  }
  const facility = useAdminFacility(problem ? null : osId);
  const loaded = facility.data ?? null;
  useEffect(() => onLoaded?.(problem ? null : loaded), [loaded, problem, onLoaded]);

  const search = () => {
    const id = normalizeOsId(text.trim());
    if (id) onOsIdChange(id);
  };
  const id = `lookup-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box sx={{ my: 2 }}>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <TextField
          id={id}
          label={label}
          placeholder="OS ID"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ minWidth: 280 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!text.trim() || facility.isFetching}
          aria-label={`Search ${label}`}
        >
          Search
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {!problem && facility.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessages(facility.error, FACILITY_ADMIN_FALLBACKS.fetchFacility)[0]}
        </Alert>
      )}
      {!problem && loaded && <FacilityCard facility={loaded} />}
    </Box>
  );
}

export function FacilityCard({ facility }: { facility: AdminFacility }) {
  const p = facility.properties;
  const [lng, lat] = facility.geometry.coordinates;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} data-testid={`facility-card-${facility.id}`}>
      <Link component={RouterLink} to={facilityPath(facility.id)} sx={{ fontWeight: 600 }}>
        {p.name}
      </Link>
      <Typography variant="body2">{p.address}</Typography>
      <Typography variant="body2" color="text.secondary">
        {p.country_name} &middot; OS ID {facility.id} &middot; {lat}, {lng}
        {p.is_closed && ' · Closed'}
      </Typography>
    </Paper>
  );
}

/** A tool opened from a facility's page starts on that facility (?osID=). */
export function useInitialOsId(): string | null {
  const [search] = useSearchParams();
  const osId = search.get('osID');
  return osId ? normalizeOsId(osId) : null;
}
