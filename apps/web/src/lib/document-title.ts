import { useEffect } from 'react';
import { PRODUCT_NAME } from './product.ts';

/** The browser tab's text: the page's own name first, so tabs of several pages tell apart. */
export const documentTitle = (page: string | null) => (page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME);

/** Names the page in the browser's tab and history while it is shown. */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
