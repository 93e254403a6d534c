import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OS_ID_LENGTH } from '@registry/core/os-id';
import { singleLocationOsIdPath } from '@/lib/paths.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';

/** The OS ID tab: upper-cased input of at most 15 characters; searching needs exactly 15. */
export function OsIdSearchTab() {
  const t = useT();
  const navigate = useNavigate();
  const [osId, setOsId] = useState('');
  const ready = osId.length === OS_ID_LENGTH;
  return (
    <Box
      component="form"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void navigate(singleLocationOsIdPath(osId));
      }}
    >
      <Typography>{t(SINGLE_LOCATION_TEXT.osIdInstruction)}</Typography>
      <Typography variant="h6" component="h2">
        {t(SINGLE_LOCATION_TEXT.osIdHeading)}
      </Typography>
      <TextField
        label="OS ID"
        value={osId}
        onChange={(event) => setOsId(event.target.value.toUpperCase().slice(0, OS_ID_LENGTH))}
        slotProps={{ htmlInput: { maxLength: OS_ID_LENGTH } }}
        placeholder={t('e.g. {example}', { example: 'BD2020299ABCDEF' })}
        helperText={`${osId.length} / ${OS_ID_LENGTH}`}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!ready}>
          {t(SINGLE_LOCATION_TEXT.searchById)}
        </Button>
      </Box>
    </Box>
  );
}
