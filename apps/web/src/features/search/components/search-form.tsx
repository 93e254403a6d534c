import type { Ref } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { useContributorOptions } from '../api/contributors.ts';
import { useContributorListOptions } from '../api/contributor-lists.ts';
import { useCountryOptions } from '../api/countries.ts';
import { textSearchLabel, useSearchEmbed } from '../embed-context.ts';
import { formatCount } from '../format-count.ts';
import { chosenMoreFilters, type ChosenFilter } from '../more-filters.ts';
import { normalizeFilters, type SearchFilters } from '../search-filters.ts';
import { OptionsAutocomplete } from './options-autocomplete.tsx';

export interface SearchFormProps {
  draft: SearchFilters;
  onDraftChange: (draft: SearchFilters) => void;
  onSubmit: () => void;
  onReset: () => void;
  onMoreFilters: () => void;
  /** The search as applied (the URL's): its drawer filters show as chips under 'More Search Filters'. */
  applied: SearchFilters;
  /** A chip's delete: search again without that value. */
  onRemoveFilter: (chosen: ChosenFilter) => void;
  textInputRef?: Ref<HTMLInputElement>;
}

/** The landing form (spec part 1 §2): text, contributors (with their lists), countries. */
export function SearchForm({
  draft,
  onDraftChange,
  onSubmit,
  onReset,
  onMoreFilters,
  applied,
  onRemoveFilter,
  textInputRef,
}: SearchFormProps) {
  const t = useT();
  const embed = useSearchEmbed();
  const chosen = chosenMoreFilters(applied, embed, t);
  const contributors = useContributorOptions();
  const countries = useCountryOptions();
  const lists = useContributorListOptions(draft.contributors);
  const update = (patch: Partial<SearchFilters>) =>
    onDraftChange(normalizeFilters({ ...draft, ...patch, q: patch.q ?? draft.q }));

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('Find facilities')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}
    >
      <Typography variant="h5" component="h1">
        {t('Explore global supply chain data')}
      </Typography>
      <TextField
        inputRef={textInputRef}
        size="small"
        label={textSearchLabel(embed, t)}
        value={draft.q}
        onChange={(event) => onDraftChange({ ...draft, q: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {!embed && (
        <OptionsAutocomplete
          label={t('Contributor')}
          options={contributors.data ?? []}
          loading={contributors.isPending}
          value={draft.contributors}
          onChange={(value) => update({ contributors: value })}
        />
      )}
      {!embed && draft.contributors.length > 1 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.combineContributors}
              onChange={(event) => update({ combineContributors: event.target.checked })}
            />
          }
          label={t('Show only shared facilities')}
        />
      )}
      {draft.contributors.length > 0 && (
        <OptionsAutocomplete
          label={t('Contributor List')}
          options={lists.data ?? []}
          loading={lists.isPending}
          value={draft.lists}
          onChange={(value) => update({ lists: value })}
        />
      )}
      <OptionsAutocomplete
        label={t('Country Name')}
        options={countries.data ?? []}
        loading={countries.isPending}
        value={draft.countries}
        onChange={(value) => update({ countries: value })}
      />
      {/* The drawer's filters stay visible here, so a narrower count has its reason in sight. */}
      <Badge badgeContent={chosen.length} color="primary" sx={{ alignSelf: 'flex-start' }}>
        <Button
          variant="text"
          onClick={onMoreFilters}
          aria-label={
            chosen.length
              ? t('More Search Filters ({count} applied)', { count: formatCount(chosen.length) })
              : undefined
          }
        >
          {t('More Search Filters')}
        </Button>
      </Badge>
      {chosen.length > 0 && (
        <Box
          component="ul"
          aria-label={t('Applied search filters')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {chosen.map((filter) => (
            <li key={`${filter.key}:${filter.value}`}>
              <Chip size="small" label={filter.text} onDelete={() => onRemoveFilter(filter)} />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('Find Facilities')}
        </Button>
        <Button type="button" variant="outlined" onClick={onReset}>
          {t('Reset Search')}
        </Button>
      </Box>
    </Box>
  );
}
