import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';

export interface MapToolbarProps {
  zoomToSearch: boolean;
  onZoomToSearchChange: (on: boolean) => void;
  /** Corners clicked so far while drawing; null when not drawing. */
  drawingCorners: number | null;
  hasBoundary: boolean;
  onStartDrawing: () => void;
  onFinishDrawing: () => void;
  onCancelDrawing: () => void;
  onClearBoundary: () => void;
}

/** 'Zoom to Search' and the draw-area mode (spec part 1 §2, §4). */
export function MapToolbar(props: MapToolbarProps) {
  const t = useT();
  const drawing = props.drawingCorners !== null;
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        top: 10,
        left: 10,
        px: 1.5,
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        maxWidth: 'calc(100% - 70px)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={props.zoomToSearch}
              onChange={(event) => props.onZoomToSearchChange(event.target.checked)}
            />
          }
          label={t('Zoom to Search')}
        />
        {!drawing && (
          <Button size="small" onClick={props.onStartDrawing}>
            {t('Draw Area')}
          </Button>
        )}
        {!drawing && props.hasBoundary && (
          <Button size="small" onClick={props.onClearBoundary}>
            {t('Clear Area')}
          </Button>
        )}
        {drawing && (
          <>
            <Button
              size="small"
              variant="contained"
              disabled={(props.drawingCorners ?? 0) < 3}
              onClick={props.onFinishDrawing}
            >
              {t('Finish Area')}
            </Button>
            <Button size="small" onClick={props.onCancelDrawing}>
              {t('Cancel')}
            </Button>
          </>
        )}
      </Box>
      {drawing && (
        <Typography variant="caption" role="status">
          {t('Click on the map to add corners; click the first corner or Finish Area to close the area.')}
        </Typography>
      )}
    </Paper>
  );
}
