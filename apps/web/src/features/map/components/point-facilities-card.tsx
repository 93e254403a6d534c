import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import type { PointFacility } from '../point-facilities.ts';

/** The facilities under one marker (one geocoded point): choosing one selects it as a single marker would. */
export function PointFacilitiesCard({
  facilities,
  onChoose,
  onClose,
}: {
  facilities: PointFacility[];
  onChoose: (facility: PointFacility) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Card
      role="region"
      aria-label={t('Facilities at this location')}
      elevation={4}
      sx={{ position: 'absolute', top: 10, left: 10, width: 300, maxWidth: 'calc(100% - 70px)' }}
    >
      <IconButton
        aria-label={t('Close')}
        size="small"
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        ×
      </IconButton>
      <CardContent sx={{ pr: 5, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('{count} facilities at this location', { count: formatNumber(facilities.length) })}
        </Typography>
      </CardContent>
      <List dense sx={{ maxHeight: 260, overflowY: 'auto', pt: 0 }}>
        {facilities.map((facility) => (
          <ListItemButton key={facility.id} onClick={() => onChoose(facility)}>
            <ListItemText primary={facility.name} secondary={facility.id} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}
