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
        {/* A navigation renders the next screen at once, not in a transition's slices: between
            slices the browser drew the search map's frames (100-350 ms each on a loaded machine),
            and a click on a result waited ~2 s to leave the search page (bench/RESULTS.md). */}
        <RouterProvider router={router} useTransitions={false} />
      </Providers>
    </StrictMode>,
  );

// English is in the bundle and renders at once; another language's catalog arrives first, so the
// page never shows in English before switching (a failed fetch falls back to English).
const language = initialLanguage();
if (language === 'en') render();
else activateLanguage(language).then(render, render);
