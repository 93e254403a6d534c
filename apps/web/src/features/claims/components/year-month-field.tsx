import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_MESSAGES, MINIMUM_YEAR, YEARS_PER_PAGE, yearPage } from '@registry/core/claim';
import { useLanguage, useT } from '@/lib/i18n/i18n.ts';

/** The months' short names in a language (English: Jan, Feb, ... Dec). */
function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}

/**
 * A date typed as YYYY-MM-DD or picked: years 25 a page from this year down to 1000, then a
 * month (stored as its first day) or 'Year only' (stored as January 1).
 */
export function YearMonthField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const months = monthNames(useLanguage());
  const currentYear = new Date().getFullYear();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pageStart, setPageStart] = useState(currentYear);
  const [year, setYear] = useState<number | null>(null);
  const years = yearPage(pageStart);
  const atMinimum = years.at(-1) === MINIMUM_YEAR;
  const thisMonth = new Date().getMonth();

  const choose = (value: string) => {
    props.onChange(value);
    setAnchor(null);
    setYear(null);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={props.label}
        placeholder="YYYY-MM-DD"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        error={Boolean(props.error)}
        helperText={props.error}
        size="small"
      />
      <Button
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('Pick {label}', { label: props.label })}
      >
        {t('Pick')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: 320 }} role="dialog" aria-label={t('{label} picker', { label: props.label })}>
          {year === null ? (
            <>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5 }}>
                {years.map((y) => (
                  <Button key={y} size="small" onClick={() => setYear(y)}>
                    {y}
                  </Button>
                ))}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
                <Button
                  size="small"
                  disabled={pageStart >= currentYear}
                  onClick={() => setPageStart(Math.min(currentYear, pageStart + YEARS_PER_PAGE))}
                >
                  {t('Later years')}
                </Button>
                <Button size="small" disabled={atMinimum} onClick={() => setPageStart(pageStart - YEARS_PER_PAGE)}>
                  {t('Earlier years')}
                </Button>
              </Box>
              {atMinimum && (
                <Typography variant="caption" color="text.secondary">
                  {t(CLAIM_MESSAGES.minimumYear)}
                </Typography>
              )}
            </>
          ) : (
            <>
              <Typography variant="subtitle2">{year}</Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5, my: 1 }}>
                {months.map((month, index) => (
                  <Button
                    key={month}
                    size="small"
                    disabled={year === currentYear && index > thisMonth}
                    onClick={() => choose(`${year}-${String(index + 1).padStart(2, '0')}-01`)}
                  >
                    {month}
                  </Button>
                ))}
              </Box>
              <Button size="small" onClick={() => choose(`${year}-01-01`)}>
                {t('Year only')}
              </Button>
              <Button size="small" onClick={() => setYear(null)}>
                {t('Back to years')}
              </Button>
            </>
          )}
        </Box>
      </Popover>
    </Box>
  );
}
