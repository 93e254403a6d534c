import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';

/** On a facility's page, for superusers: the staff tools, opened on this facility. */
export function StaffFacilityActions({ osId }: { osId: string }) {
  const tools: [string, string][] = [
    ['Adjust Facility Matches', paths.adjustFacilityMatches],
    ['Update Facility Location', paths.updateFacilityLocation],
    ['Merge Two Facilities', paths.mergeFacilities],
    ['Link to New OS ID', paths.linkId],
    ['Delete a Facility', paths.deleteFacility],
  ];
  return (
    <Box
      component="nav"
      aria-label="Staff tools"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        bgcolor: 'action.hover',
        px: 2,
        py: 1,
        borderRadius: 1,
      }}
    >
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
