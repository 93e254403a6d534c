import { z } from 'zod';

/** The absolute links of a paged answer (Django REST framework style), for its response schema. */
export const pageLinkFields = {
  next: z.url().nullable().describe('Absolute URL of the next page (Django REST framework style), or null.'),
  previous: z.url().nullable().describe('Absolute URL of the previous page, or null.'),
};
