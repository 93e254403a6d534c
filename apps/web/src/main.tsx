import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { activateLanguage, initialLanguage } from './lib/i18n/i18n.ts';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// English is in the bundle and renders at once; another language's catalog arrives first, so the
// page never shows in English before switching (a failed fetch falls back to English).
const language = initialLanguage();
if (language === 'en') render();
else activateLanguage(language).then(render, render);
