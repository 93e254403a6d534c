import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { gridLegend } from '../grid-legend.ts';

/** Explains the grid colours (an embedded map's own ramp when given); the search map hides it above zoom 11, where markers replace the grid. */
export function MapLegend({ colors }: { colors?: readonly string[] }) {
  const t = useT();
  return (
    <Paper
      role="group"
      aria-label={t('Legend')}
      elevation={2}
      sx={{ position: 'absolute', left: 10, bottom: 30, p: 1, fontSize: 12 }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('Facilities per square')}
      </Typography>
      {gridLegend(colors).map((row) => (
        <Box key={row.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            data-testid="legend-swatch"
            sx={{ width: 14, height: 14, bgcolor: row.color, border: '1px solid #fff' }}
          />
          <Typography variant="caption">{row.label}</Typography>
        </Box>
      ))}
    </Paper>
  );
}
