import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useT } from '@/lib/i18n/i18n.ts';
import { textSearchLabel, useSearchEmbed } from '../embed-context.ts';

/**
 * On a phone the filters live in a drawer; the text search stays in sight above the LIST and MAP
 * tabs, so a visitor can search without first finding the FILTERS button.
 */
export function QuickSearchBar({
  value,
  onChange,
  onSubmit,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const embed = useSearchEmbed();
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('Search facilities')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', gap: 1, px: 1, pt: 1 }}
    >
      <TextField
        inputRef={inputRef}
        size="small"
        fullWidth
        label={textSearchLabel(embed, t)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained">
        {t('Search')}
      </Button>
    </Box>
  );
}
