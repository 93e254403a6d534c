import type { UserSession } from '@registry/core/account-api';
import { EXTERNAL, LANGUAGE_SITES } from '@/lib/external-links.ts';
import { loginPath, paths } from '@/lib/paths.ts';

/** A menu entry: an in-app route, a page elsewhere (opens in a new tab), or an action. */
export type NavItem =
  | { label: string; to: string; lang?: undefined }
  | { label: string; href: string; lang?: string }
  | { label: string; action: 'logout' };

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const MAIN_MENUS: NavGroup[] = [
  {
    label: 'Explore',
    items: [
      { label: 'Search production locations', to: paths.facilities },
      { label: 'Contribute data', to: paths.contribute },
    ],
  },
  {
    label: 'How It Works',
    items: [
      { label: 'How the OS ID works', href: EXTERNAL.howItWorks },
      { label: 'How to contribute data', href: EXTERNAL.howToContribute },
      { label: 'How to claim a production location', href: EXTERNAL.claimAFacility },
      { label: 'FAQs', href: EXTERNAL.faqs },
    ],
  },
  {
    label: 'About Us',
    items: [
      { label: 'Our mission', href: EXTERNAL.aboutUs },
      { label: 'Team', href: EXTERNAL.team },
      { label: 'Board and funders', href: EXTERNAL.boardAndFunders },
      { label: 'Careers', href: EXTERNAL.careers },
      { label: 'Contact Us', href: EXTERNAL.contact },
    ],
  },
  {
    label: 'Pricing',
    items: [
      { label: 'Data downloads', href: EXTERNAL.pricing },
      { label: 'API access', href: EXTERNAL.apiPricing },
      { label: 'Embedded map', href: EXTERNAL.embeddedMap },
    ],
  },
];

export const LANGUAGE_MENU: NavGroup = {
  label: 'Language',
  items: LANGUAGE_SITES.map(({ label, href, lang }) => ({ label, href, lang })),
};

/**
 * Login and Register for a visitor at `here` (path, query and hash): Login comes back to `here`
 * after signing in (spec: a signed-in user returns to the previous path), except from the auth
 * pages themselves, where coming back would mean the login or register form again.
 */
export function anonymousAccountItems(here: string): NavItem[] {
  return [
    { label: 'Login', to: here === paths.home || here.startsWith('/auth/') ? paths.login : loginPath(here) },
    { label: 'Register', to: paths.register },
  ];
}

/** The signed-in 'My Account' menu: Dashboard for superusers, My Facilities behind the claim flag. */
export function accountMenu(session: Pick<UserSession, 'is_superuser'>, flags: Record<string, boolean>): NavItem[] {
  return [
    ...(session.is_superuser ? [{ label: 'Dashboard', to: paths.dashboard }] : []),
    ...(flags.claim_a_facility ? [{ label: 'My Facilities', to: paths.claimed }] : []),
    { label: 'My Lists', to: paths.lists },
    { label: 'Find OS IDs', to: paths.findOsIds },
    { label: 'Settings', to: paths.settings },
    { label: 'Log Out', action: 'logout' },
  ];
}
