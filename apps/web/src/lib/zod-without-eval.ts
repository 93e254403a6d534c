import { z } from 'zod';

// The CSP allows no eval: left on, zod probes `new Function` once to pick its fast parser, and the
// browser reports that (caught) attempt as a CSP violation. Imported first, before any schema exists.
z.config({ jitless: true });
