import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { COUNTRIES, countryName } from '@registry/core/countries';
import {
  MODERATION_MESSAGES,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
  moderationDateProblems,
} from '@registry/core/moderation-events';
import { SOURCE_LABELS, STATUS_LABELS } from '../labels.ts';
import type { ModerationQueueParams } from '../queue-params.ts';

const COUNTRY_CODES = COUNTRIES.map((country) => country.code);

/** Data Source, Moderation Status, countries, After Date, Before Date (spec part 2 §2, §5). */
export function ModerationFilters({
  params,
  onChange,
}: {
  params: ModerationQueueParams;
  onChange: (change: Partial<ModerationQueueParams>) => void;
}) {
  // A date the browser cannot read (typed half-way) has the empty value but is not empty to the user.
  const [unreadable, setUnreadable] = useState({ after: false, before: false });
  const problems = moderationDateProblems(params.afterDate, params.beforeDate);
  const afterProblem = unreadable.after ? MODERATION_MESSAGES.dateFormat : problems.after;
  const beforeProblem = unreadable.before ? MODERATION_MESSAGES.dateFormat : problems.before;
  const dateField = (which: 'after' | 'before', label: string, value: string, problem: string | undefined) => (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value}
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        setUnreadable((state) => ({ ...state, [which]: input.validity.badInput }));
        onChange(which === 'after' ? { afterDate: input.value } : { beforeDate: input.value });
      }}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 220 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Autocomplete
        multiple
        options={MODERATION_SOURCES}
        getOptionLabel={(source) => SOURCE_LABELS[source]}
        value={params.sources as (typeof MODERATION_SOURCES)[number][]}
        onChange={(_event, sources) => onChange({ sources })}
        renderInput={(input) => <TextField {...input} label="Data Source" size="small" />}
        sx={{ minWidth: 200 }}
      />
      <Autocomplete
        multiple
        options={MODERATION_STATUSES}
        getOptionLabel={(status) => STATUS_LABELS[status]}
        value={params.statuses as (typeof MODERATION_STATUSES)[number][]}
        onChange={(_event, statuses) => onChange({ statuses })}
        renderInput={(input) => <TextField {...input} label="Moderation Status" size="small" />}
        sx={{ minWidth: 240 }}
      />
      <Autocomplete
        multiple
        options={COUNTRY_CODES}
        getOptionLabel={(code) => countryName(code) ?? code}
        value={params.countries}
        onChange={(_event, countries) => onChange({ countries })}
        renderInput={(input) => <TextField {...input} label="Countries" size="small" />}
        sx={{ minWidth: 280 }}
      />
      {dateField('after', 'After Date', params.afterDate, afterProblem)}
      {dateField('before', 'Before Date', params.beforeDate, beforeProblem)}
    </Box>
  );
}
