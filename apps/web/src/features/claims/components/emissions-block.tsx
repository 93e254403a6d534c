import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENERGY_SOURCES, energyField } from '@registry/core/claim';
import { useT } from '@/lib/i18n/i18n.ts';
import { claimMessage } from '../claim-texts.ts';
import type { ClaimFormErrors, ClaimFormValues } from '../claim-form-values.ts';
import { YearMonthField } from './year-month-field.tsx';

type Update = (change: Partial<ClaimFormValues>) => void;

/** Opening and closing dates, annual throughput, and energy sources each enabled by its checkbox. */
export function EmissionsBlock({
  values,
  errors,
  update,
}: {
  values: ClaimFormValues;
  errors: ClaimFormErrors;
  update: Update;
}) {
  const t = useT();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        {t('Estimated emissions')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <YearMonthField
          label={t('Opening date')}
          value={values.openingDate}
          error={errors.openingDate && claimMessage(t, errors.openingDate)}
          onChange={(openingDate) => update({ openingDate })}
        />
        <YearMonthField
          label={t('Closing date')}
          value={values.closingDate}
          error={errors.closingDate && claimMessage(t, errors.closingDate)}
          onChange={(closingDate) => update({ closingDate })}
        />
      </Box>
      <TextField
        label={t('Estimated annual throughput (kg/year)')}
        value={values.estimatedAnnualThroughput}
        onChange={(event) => update({ estimatedAnnualThroughput: event.target.value })}
        error={Boolean(errors.estimatedAnnualThroughput)}
        helperText={errors.estimatedAnnualThroughput && claimMessage(t, errors.estimatedAnnualThroughput)}
        size="small"
        fullWidth
        sx={{ mb: 2 }}
      />
      <Typography variant="subtitle2">{t('Energy consumption by source')}</Typography>
      {ENERGY_SOURCES.map((source) => {
        const energy = values.energy[source.key];
        const error = errors[energyField(source.key)];
        const set = (change: Partial<typeof energy>) =>
          update({ energy: { ...values.energy, [source.key]: { ...energy, ...change } } });
        return (
          <Box key={source.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, my: 1 }}>
            <FormControlLabel
              sx={{ width: 180 }}
              control={
                <Checkbox checked={energy.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
              }
              label={t(source.label)}
            />
            <TextField
              label={t('{source} ({unit})', { source: t(source.label), unit: source.unit })}
              value={energy.value}
              disabled={!energy.enabled}
              onChange={(event) => set({ value: event.target.value })}
              error={Boolean(error)}
              helperText={error && claimMessage(t, error)}
              size="small"
            />
          </Box>
        );
      })}
    </Box>
  );
}
