import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXTERNAL, SOCIAL_LINKS } from '@/lib/external-links.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';

const LINKS: [MessageId, string][] = [
  ['Donate', EXTERNAL.donate],
  ['Subscribe', EXTERNAL.subscribe],
  ['FAQs', EXTERNAL.faqs],
  ['Careers', EXTERNAL.careers],
  ['Media Hub', EXTERNAL.mediaHub],
  ['Blog', EXTERNAL.blog],
  ['Terms of Service', EXTERNAL.terms],
  ['Privacy Policy', EXTERNAL.privacy],
  ['Reporting Line', EXTERNAL.reportingLine],
  ['Contact Us', EXTERNAL.contact],
];

const external = { color: 'inherit', target: '_blank', rel: 'noreferrer' } as const;

/** The licence badge, drawn here rather than loaded from the licence site (the CSP allows own images only). */
function LicenceBadge() {
  const t = useT();
  return (
    <Link
      {...external}
      href={EXTERNAL.licence}
      underline="none"
      // The name starts with the badge's visible text, as speech-input users say what they see.
      aria-label={t('cc BY-SA 4.0: data licensed under Creative Commons Attribution-ShareAlike 4.0')}
      sx={{
        display: 'inline-flex',
        border: '1px solid',
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 700,
        overflow: 'hidden',
      }}
    >
      <Box component="span" sx={{ px: 1, py: 0.25, bgcolor: '#fff', color: '#000' }}>
        cc
      </Box>{' '}
      <Box component="span" sx={{ px: 1, py: 0.25 }}>
        BY-SA 4.0
      </Box>
    </Link>
  );
}

export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: '#0d1128', color: '#fff', px: 3, py: 4 }}>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: 720 }}>
        {t(
          '{product} is a non-profit organisation. It runs an open, free and public registry of production locations, so that everyone can see who makes what, where.',
          { product: PRODUCT_NAME },
        )}
      </Typography>
      <Stack
        component="nav"
        aria-label={t('Footer')}
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}
      >
        {LINKS.map(([label, href]) => (
          <Link key={label} href={href} {...external}>
            {t(label)}
          </Link>
        ))}
      </Stack>
      <Stack
        component="ul"
        aria-label={t('Follow us')}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {SOCIAL_LINKS.map(({ label, href }) => (
          <li key={label}>
            <Link href={href} {...external}>
              {label}
            </Link>
          </li>
        ))}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <LicenceBadge />
        <Typography variant="caption">
          {t('The data is licensed under the Creative Commons Attribution-ShareAlike 4.0 International licence.')}
        </Typography>
      </Stack>
    </Box>
  );
}
