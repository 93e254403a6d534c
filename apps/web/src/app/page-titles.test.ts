import { describe, expect, it } from 'vitest';
import { documentTitle } from '@/lib/document-title.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { pageTitleOf } from './page-titles.ts';

/** The English title of a path's page. */
const titleOf = (pathname: string) => {
  const id = pageTitleOf(pathname);
  return id ? t(id) : id;
};

describe('page titles', () => {
  it('names each route in the tab, the most specific route first', () => {
    expect(titleOf('/auth/login')).toBe('Log In');
    expect(titleOf('/facilities')).toBe('Search');
    expect(titleOf('/facilities/BD2020123ABCDEF/claim')).toBe('Claim a Production Location');
    expect(titleOf('/contribute/single-location/info/')).toBe('Production Location Information');
    expect(titleOf('/contribute/single-location/search')).toBe('Production Location Search');
    expect(titleOf('/dashboard/apiblocks/7')).toBe('API Block');
    expect(titleOf('/dashboard/moderation-queue')).toBe('Moderation Queue');
  });

  it("leaves a facility's page to name itself, and names a path of no route", () => {
    expect(titleOf('/facilities/BD2020123ABCDEF')).toBeUndefined();
    expect(titleOf('/')).toBeNull();
    expect(titleOf('/no/such/page')).toBe('Page Not Found');
  });

  it("puts the page's name before the product's", () => {
    expect(documentTitle('My Lists')).toBe('My Lists | Open Supply Hub');
    expect(documentTitle(null)).toBe('Open Supply Hub');
  });
});
