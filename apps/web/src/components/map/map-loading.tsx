import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/lib/i18n/i18n.ts';

/** The map's place while its code, style or country shapes load. */
export function MapLoading() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <CircularProgress aria-label={t('Loading map')} />
    </Box>
  );
}
