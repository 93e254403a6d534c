import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { EXTERNAL } from '@/lib/external-links.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** Spec part 1 §9: the fundraising banner shows only until 31 Jan 2023 00:00 UTC. */
export const FUNDRAISING_BANNER_END = Date.UTC(2023, 0, 31);
export const showFundraisingBanner = (now: number) => now < FUNDRAISING_BANNER_END;

export function FundraisingBanner() {
  const t = useT();
  const [visible] = useState(() => showFundraisingBanner(Date.now()));
  if (!visible) return null;
  return (
    <Alert severity="info" icon={false} sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {t('{product} is a non-profit: keep supply-chain data open and free.', { product: PRODUCT_NAME })}{' '}
      <Link href={EXTERNAL.donate} target="_blank" rel="noreferrer">
        {t('Donate')}
      </Link>
    </Alert>
  );
}
