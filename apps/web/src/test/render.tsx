import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { ToastProvider } from '@/components/toast.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * Renders a screen as the app does (catalogs, query client, toasts, a router at `path` matching `pattern`),
 * without retries: a failed call shows its error at once.
 */
export function renderScreen(ui: ReactNode, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element: ui }], { initialEntries: [path] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}
