import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** The embedded map's footer: a 'Powered by' image linking to the full registry. */
export function EmbedFooter() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Link href={window.location.origin} target="_blank" rel="noreferrer" underline="none">
        <svg
          role="img"
          aria-label={t('Powered by {product}', { product: PRODUCT_NAME })}
          width="190"
          height="24"
          viewBox="0 0 190 24"
        >
          <rect width="190" height="24" rx="4" fill="#0d1128" />
          <text x="10" y="16" fill="#ffffff" fontSize="11" fontFamily="Arial, sans-serif">
            <Trans
              id="Powered by <0>{product}</0>"
              values={{ product: PRODUCT_NAME }}
              components={{ 0: <tspan fontWeight="bold" /> }}
            />
          </text>
        </svg>
      </Link>
    </Box>
  );
}
