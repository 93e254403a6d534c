import { describe, expect, it } from 'vitest';
import { documentTitle } from '@/lib/document-title.ts';
import { pageTitleOf } from './page-titles.ts';

describe('page titles', () => {
  it('names each route in the tab, the most specific route first', () => {
    expect(pageTitleOf('/auth/login')).toBe('Log In');
    expect(pageTitleOf('/facilities')).toBe('Search');
    expect(pageTitleOf('/facilities/BD2020123ABCDEF/claim')).toBe('Claim a Production Location');
    expect(pageTitleOf('/contribute/single-location/info/')).toBe('Production Location Information');
    expect(pageTitleOf('/contribute/single-location/search')).toBe('Production Location Search');
    expect(pageTitleOf('/dashboard/apiblocks/7')).toBe('API Block');
    expect(pageTitleOf('/dashboard/moderation-queue')).toBe('Moderation Queue');
  });

  it("leaves a facility's page to name itself, and names a path of no route", () => {
    expect(pageTitleOf('/facilities/BD2020123ABCDEF')).toBeUndefined();
    expect(pageTitleOf('/')).toBeNull();
    expect(pageTitleOf('/no/such/page')).toBe('Page Not Found');
  });

  it("puts the page's name before the product's", () => {
    expect(documentTitle('My Lists')).toBe('My Lists | Open Supply Hub');
    expect(documentTitle(null)).toBe('Open Supply Hub');
  });
});
