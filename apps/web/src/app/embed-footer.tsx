import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** The embedded map's footer: a 'Powered by' image linking to the full registry. */
export function EmbedFooter() {
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Link href={window.location.origin} target="_blank" rel="noreferrer" underline="none">
        <svg role="img" aria-label={`Powered by ${PRODUCT_NAME}`} width="190" height="24" viewBox="0 0 190 24">
          <rect width="190" height="24" rx="4" fill="#0d1128" />
          <text x="10" y="16" fill="#ffffff" fontSize="11" fontFamily="Arial, sans-serif">
            Powered by <tspan fontWeight="bold">{PRODUCT_NAME}</tspan>
          </text>
        </svg>
      </Link>
    </Box>
  );
}
