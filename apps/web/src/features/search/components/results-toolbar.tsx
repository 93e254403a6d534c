import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useSearchEmbed } from '../embed-context.ts';
import { formatCount } from '../format-count.ts';
import { SORT_OPTIONS } from '../sort-options.ts';
import type { SortValue } from '../search-filters.ts';

export interface ResultsToolbarProps {
  count: number;
  sortBy: SortValue | '';
  onSortChange: (sort: SortValue | '') => void;
  textFilter: string;
  onTextFilterChange: (text: string) => void;
  /** The download button, given by the app (another feature). */
  download?: ReactNode;
}

/** Count, order, the text filter over loaded results, Copy Link and the download button. */
export function ResultsToolbar({
  count,
  sortBy,
  onSortChange,
  textFilter,
  onTextFilterChange,
  download,
}: ResultsToolbarProps) {
  const t = useT();
  const toast = useToast();
  const embed = useSearchEmbed();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast(t('Copied link'));
    } catch {
      toast(t('The link could not be copied; copy it from the address bar.'));
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('{count, plural, one {{n} facility} other {{n} facilities}}', { count, n: formatCount(count) })}
        </Typography>
        {!embed && (
          <Button size="small" variant="outlined" onClick={copyLink}>
            {t('Copy Link')}
          </Button>
        )}
        {download}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('Filter results')}
          placeholder={t('Name, address or country')}
          value={textFilter}
          onChange={(event) => onTextFilterChange(event.target.value)}
          sx={{ flex: 1 }}
        />
        {!embed && (
          <TextField
            select
            size="small"
            label={t('Sort by')}
            value={sortBy}
            onChange={(event) => onSortChange(event.target.value as SortValue | '')}
            sx={{ width: 170 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {SORT_OPTIONS.map((option) => (
              <MenuItem key={option.label} value={option.value}>
                {t(option.label)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
    </Box>
  );
}
