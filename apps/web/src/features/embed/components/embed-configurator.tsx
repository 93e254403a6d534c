import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMBED_FONTS, levelAllows, LEVEL_ONE_COLORS, MAP_STYLES, type MapStyle } from '@registry/core/embed-config';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { type EmbedDraft, setFullWidth } from '../embed-draft.ts';
import { createEmbedSaver, type FieldErrors } from '../hooks/embed-saver.ts';
import { EmbedCode } from './embed-code.tsx';
import { EmbedFieldsTable } from './embed-fields-table.tsx';
import { EmbedPreview } from './embed-preview.tsx';

interface Props {
  contributorId: number;
  level: number;
  initialId: number | null;
  initialDraft: EmbedDraft;
}

/** The embed configurator: every change is saved 1000 ms later; the preview reloads after each save. */
export function EmbedConfigurator({ contributorId, level, initialId, initialDraft }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const allows = levelAllows(level);
  const [draft, setDraft] = useState(initialDraft);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [textError, setTextError] = useState<string | null>(null);
  // The server's messages, translated when shown.
  const [toast, setToast] = useState<string[] | null>(null);
  const [savedVersion, setSavedVersion] = useState(0);

  const saver = useMemo(
    () =>
      createEmbedSaver({
        initialId,
        level,
        contributorId,
        queryClient,
        listener: {
          saving: () => setStatus('saving'),
          saved: () => {
            setFieldErrors({});
            setTextError(null);
            setStatus('saved');
            setSavedVersion((v) => v + 1);
          },
          failed: (error) => {
            setStatus('error');
            if (error.fields) setFieldErrors(error.fields);
            if (error.toast) setToast(error.toast);
            if (error.text) setTextError(error.text);
          },
        },
      }),
    [contributorId, initialId, level, queryClient],
  );
  useEffect(() => () => void saver.flush(), [saver]);

  const change = (next: EmbedDraft) => {
    setDraft(next);
    saver.change(next);
  };
  // Core's and the server's checks are in English: each is shown in the reader's language.
  const errorOf = (field: string) =>
    fieldErrors[field]?.length ? fieldErrors[field]!.map((text) => translateMessage(t, text)).join(' ') : undefined;

  return (
    <Stack spacing={3}>
      <Typography role="status" color={status === 'error' ? 'error' : 'text.secondary'}>
        {
          {
            idle: t('Changes are saved automatically.'),
            saving: t('Saving…'),
            saved: t('All changes saved.'),
            error: t('Changes not saved.'),
          }[status]
        }
      </Typography>
      {textError && <Alert severity="error">{textError}</Alert>}

      <section aria-label={t('Size')}>
        <Typography variant="h6" component="h2">
          {t('Size')}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox checked={draft.fullWidth} onChange={(e) => change(setFullWidth(draft, e.target.checked))} />
          }
          label={t('Full width')}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('Width (px)')}
            value={draft.fullWidth ? '100%' : draft.width}
            disabled={draft.fullWidth}
            error={Boolean(errorOf('width'))}
            helperText={errorOf('width')}
            onChange={(e) => change({ ...draft, width: e.target.value })}
          />
          <TextField
            label={draft.fullWidth ? t('Height (% of width)') : t('Height (px)')}
            value={draft.height}
            error={Boolean(errorOf('height'))}
            helperText={errorOf('height')}
            onChange={(e) => change({ ...draft, height: e.target.value })}
          />
        </Stack>
      </section>

      <section aria-label={t('Appearance')}>
        <Typography variant="h6" component="h2">
          {t('Appearance')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {allows.anyColor ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <input
                type="color"
                aria-label={t('Color picker')}
                value={/^#[0-9a-f]{6}$/i.test(draft.color) ? draft.color : '#000000'}
                onChange={(e) => change({ ...draft, color: e.target.value })}
              />
              <TextField
                label={t('Color')}
                value={draft.color}
                error={Boolean(errorOf('color'))}
                helperText={errorOf('color')}
                onChange={(e) => change({ ...draft, color: e.target.value })}
              />
            </Stack>
          ) : (
            <div>
              <RadioGroup
                row
                aria-label={t('Color')}
                value={draft.color}
                onChange={(e) => change({ ...draft, color: e.target.value })}
              >
                {LEVEL_ONE_COLORS.map((c) => (
                  <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={t(c.label)} />
                ))}
              </RadioGroup>
              {errorOf('color') && <FormHelperText error>{errorOf('color')}</FormHelperText>}
            </div>
          )}
          {allows.mapStyle && (
            <TextField
              select
              label={t('Map style')}
              value={draft.map_style}
              onChange={(e) => change({ ...draft, map_style: e.target.value as MapStyle })}
            >
              {MAP_STYLES.map((style) => (
                <MenuItem key={style} value={style}>
                  {style === 'default' ? t('Default') : t('Silver')}
                </MenuItem>
              ))}
            </TextField>
          )}
          {allows.font && (
            <TextField
              select
              label={t('Font')}
              value={draft.font}
              error={Boolean(errorOf('font'))}
              helperText={errorOf('font')}
              onChange={(e) => change({ ...draft, font: e.target.value })}
            >
              {EMBED_FONTS.map((font) => (
                <MenuItem key={font.value} value={font.value} sx={{ fontFamily: font.css || undefined }}>
                  {font.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={!draft.hide_sector_data}
                onChange={(e) => change({ ...draft, hide_sector_data: !e.target.checked })}
              />
            }
            label={t('Show sector data')}
          />
          {allows.preferContributorName && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.prefer_contributor_name}
                  onChange={(e) => change({ ...draft, prefer_contributor_name: e.target.checked })}
                />
              }
              label={t('Show the facility names my organization contributed')}
            />
          )}
        </Stack>
      </section>

      {allows.fields && (
        <EmbedFieldsTable
          draft={draft}
          onChange={change}
          error={errorOf('embed_fields')}
          labelError={errorOf('text_search_label')}
        />
      )}

      <EmbedCode contributorId={contributorId} width={draft.fullWidth ? '100%' : draft.width} height={draft.height} />
      <EmbedPreview
        contributorId={contributorId}
        fullWidth={draft.fullWidth}
        width={draft.width}
        height={draft.height}
        version={savedVersion}
      />

      <Snackbar
        open={toast !== null}
        message={toast && t('Error: {message}', { message: toast.map((text) => translateMessage(t, text)).join(' ') })}
        autoHideDuration={6000}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      />
    </Stack>
  );
}
