import type { UserSession } from '@registry/core/account-api';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { LANGUAGES, type Language } from '@/lib/i18n/languages.ts';
import { EXTERNAL } from '@/lib/external-links.ts';
import { loginPath, paths } from '@/lib/paths.ts';

/**
 * A menu entry: an in-app route, a page elsewhere (opens in a new tab), an action, or a language
 * of the app (named in its own script, not translated). Labels are catalog keys.
 */
export type NavItem =
  | { label: MessageId; to: string }
  | { label: MessageId; href: string }
  | { label: MessageId; action: 'logout' }
  | { name: string; language: Language };

export interface NavGroup {
  label: MessageId;
  items: NavItem[];
}

/** A stable key for an item, whatever the language. */
export const navItemKey = (item: NavItem) => ('language' in item ? item.language : item.label);

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

/** The language menu: the app's other languages; choosing one switches the app in place. */
export const languageMenu = (current: Language): NavGroup => ({
  label: 'Language',
  items: LANGUAGES.filter(({ code }) => code !== current).map(({ code, name }) => ({ name, language: code })),
});

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
    ...(session.is_superuser ? [{ label: 'Dashboard', to: paths.dashboard } as const] : []),
    ...(flags.claim_a_facility ? [{ label: 'My Facilities', to: paths.claimed } as const] : []),
    { label: 'My Lists', to: paths.lists },
    { label: 'Find OS IDs', to: paths.findOsIds },
    { label: 'Settings', to: paths.settings },
    { label: 'Log Out', action: 'logout' },
  ];
}
