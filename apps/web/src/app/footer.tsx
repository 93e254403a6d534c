import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXTERNAL, PRODUCT_NAME } from '@/lib/product.ts';

const LINKS: [string, string][] = [
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

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0d1128', color: '#fff', px: 3, py: 4, mt: 'auto' }}>
      <Typography variant="body2" gutterBottom>
        {PRODUCT_NAME} is a non-profit, open data registry of production locations.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2 }} component="nav" aria-label="Footer">
        {LINKS.map(([label, href]) => (
          <Link key={label} href={href} color="inherit" target="_blank" rel="noreferrer">
            {label}
          </Link>
        ))}
        <Link href={EXTERNAL.linkedin} color="inherit" target="_blank" rel="noreferrer">
          LinkedIn
        </Link>
      </Stack>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Data licensed under{' '}
        <Link href={EXTERNAL.licence} color="inherit" target="_blank" rel="noreferrer">
          CC BY-SA 4.0
        </Link>
      </Typography>
    </Box>
  );
}
