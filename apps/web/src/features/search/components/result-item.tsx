import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { FACILITY_LINK_STATE } from '@/components/map/facility-link-state.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatCountry } from '@/lib/i18n/format.ts';
import { facilityPath } from '@/lib/paths.ts';
import type { FacilityFeature } from '../api/search-facilities.ts';
import { embedParams, useSearchEmbed } from '../embed-context.ts';
import { publicContributorsText } from '../format-count.ts';
import { canSelectForMerge, toggleMergeSelection, type MergeSelection } from './merge-selection.tsx';

function PinIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5z" />
    </SvgIcon>
  );
}

/**
 * The pin, with 'Show on map' (its `data-hint`) beside it on hover and keyboard focus, drawn by CSS in MUI's
 * Tooltip's look. A Tooltip per row rendered every row twice (it keeps its child's element in
 * state, set from a ref): 236 ms of the warm visit's 15 first rows at load 7, before their paint.
 */
const ShowOnMapButton = styled(IconButton)(({ theme }) => ({
  '&::after': {
    content: 'attr(data-hint)',
    position: 'absolute',
    right: '100%',
    top: '50%',
    transform: 'translateY(-50%)',
    marginRight: 6,
    padding: '4px 8px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: alpha(theme.palette.grey[700], 0.92),
    color: theme.palette.common.white,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(11),
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
    zIndex: theme.zIndex.tooltip,
  },
  // MUI's Tooltip waits 100 ms before it shows.
  '&:hover::after, &.Mui-focusVisible::after': { opacity: 1, transitionDelay: '100ms' },
}));

/**
 * One result: a link to the facility page (the page's map pans to it) and a button to show it on
 * this map. Rendered again only when its own props change (the page renders again as the session,
 * flags and map arrive: 15 rows took 230 ms each time at load 7).
 */
export const ResultItem = memo(function ResultItem({
  facility,
  onShowOnMap,
  merge,
}: {
  facility: FacilityFeature;
  onShowOnMap: (facility: FacilityFeature) => void;
  merge?: MergeSelection;
}) {
  const t = useT();
  const p = facility.properties;
  const embed = useSearchEmbed();
  // Embedded maps show no contributor counts (spec part 1 §6).
  const contributors = embed ? null : publicContributorsText(p.number_of_public_contributors, t);
  return (
    <ListItem
      divider
      alignItems="flex-start"
      secondaryAction={
        <ShowOnMapButton
          edge="end"
          aria-label={t('Show {name} on the map', { name: p.name })}
          data-hint={t('Show on map')}
          onClick={() => onShowOnMap(facility)}
        >
          <PinIcon />
        </ShowOnMapButton>
      }
    >
      {merge && !embed && (
        <Checkbox
          edge="start"
          size="small"
          checked={merge.selected.includes(p.os_id)}
          disabled={!canSelectForMerge(merge.selected, p.os_id)}
          onChange={() => merge.onChange(toggleMergeSelection(merge.selected, p.os_id))}
          slotProps={{ input: { 'aria-label': t('Select {name} to merge', { name: p.name }) } }}
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
          {formatCountry(p.country_code, p.country_name)}
          {contributors && ` · ${contributors}`}
          {p.is_closed && ` · ${t('Closed')}`}
          {p.has_approved_claim && ` · ${t('Claimed')}`}
        </Typography>
      </div>
    </ListItem>
  );
});
