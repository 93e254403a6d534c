import { Link as RouterLink } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FACILITY_LINK_STATE } from '@/components/map/facility-link-state.ts';
import { facilityPath } from '@/lib/paths.ts';
import type { FacilityFeature } from '../api/search-facilities.ts';
import { embedParams, useSearchEmbed } from '../embed-context.ts';
import { canSelectForMerge, toggleMergeSelection, type MergeSelection } from './merge-selection.tsx';

function PinIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5z" />
    </SvgIcon>
  );
}

/** One result: a link to the facility page (the page's map pans to it) and a button to show it on this map. */
export function ResultItem({
  facility,
  onShowOnMap,
  merge,
}: {
  facility: FacilityFeature;
  onShowOnMap: (facility: FacilityFeature) => void;
  merge?: MergeSelection;
}) {
  const p = facility.properties;
  const embed = useSearchEmbed();
  // Embedded maps show no contributor counts (spec part 1 §6).
  const contributors = embed ? undefined : p.number_of_public_contributors;
  return (
    <ListItem
      divider
      alignItems="flex-start"
      secondaryAction={
        <Tooltip title="Show on map">
          <IconButton edge="end" aria-label={`Show ${p.name} on the map`} onClick={() => onShowOnMap(facility)}>
            <PinIcon />
          </IconButton>
        </Tooltip>
      }
    >
      {merge && !embed && (
        <Checkbox
          edge="start"
          size="small"
          checked={merge.selected.includes(p.os_id)}
          disabled={!canSelectForMerge(merge.selected, p.os_id)}
          onChange={() => merge.onChange(toggleMergeSelection(merge.selected, p.os_id))}
          slotProps={{ input: { 'aria-label': `Select ${p.name} to merge` } }}
          sx={{ mt: -0.5 }}
        />
      )}
      <div>
        <Link
          component={RouterLink}
          to={`${facilityPath(p.os_id)}${embed ? `?${embedParams(embed)}` : ''}`}
          state={FACILITY_LINK_STATE}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {p.name}
        </Link>
        <Typography variant="body2">{p.address}</Typography>
        <Typography variant="body2" color="text.secondary">
          {p.country_name}
          {contributors !== undefined && ` · ${contributors} ${contributors === 1 ? 'contributor' : 'contributors'}`}
          {p.is_closed && ' · Closed'}
          {p.has_approved_claim && ' · Claimed'}
        </Typography>
      </div>
    </ListItem>
  );
}
