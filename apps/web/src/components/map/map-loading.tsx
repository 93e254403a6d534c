import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The map's place while its code, style or country shapes load. */
export function MapLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <CircularProgress aria-label="Loading map" />
    </Box>
  );
}
