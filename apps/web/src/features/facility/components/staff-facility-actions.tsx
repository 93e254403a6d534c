import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** On a facility's page, for superusers: the staff tools, opened on this facility. */
export function StaffFacilityActions({ osId }: { osId: string }) {
  const tools: [string, string][] = [
    ['Adjust Facility Matches', '/dashboard/adjustfacilitymatches'],
    ['Update Facility Location', '/dashboard/updatefacilitylocation'],
    ['Merge Two Facilities', '/dashboard/mergefacilities'],
    ['Link to New OS ID', '/dashboard/linkid'],
    ['Delete a Facility', '/dashboard/deletefacility'],
  ];
  return (
    <Box component="nav" aria-label="Staff tools" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', bgcolor: 'action.hover', px: 2, py: 1, borderRadius: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Staff tools:
      </Typography>
      {tools.map(([label, path]) => (
        <Link key={path} component={RouterLink} to={`${path}?osID=${encodeURIComponent(osId)}`} variant="body2">
          {label}
        </Link>
      ))}
    </Box>
  );
}
