import type { UserSession } from '@registry/core/account';
import { EXTERNAL, LANGUAGES } from '@/lib/product.ts';
import type { NavItem } from './nav-menu.tsx';

export const MAIN_MENUS: { label: string; items: NavItem[] }[] = [
  { label: 'Explore', items: [{ label: 'Search production locations', to: '/facilities' }, { label: 'Contribute data', to: '/contribute' }] },
  { label: 'How It Works', items: [{ label: 'How the OS ID works', to: EXTERNAL.howItWorks }, { label: 'Claim a facility', to: EXTERNAL.claimedFacilities }, { label: 'FAQs', to: EXTERNAL.faqs }] },
  { label: 'About Us', items: [{ label: 'About Us', to: EXTERNAL.aboutUs }, { label: 'Careers', to: EXTERNAL.careers }, { label: 'Contact Us', to: EXTERNAL.contact }] },
  { label: 'Pricing', items: [{ label: 'Pricing', to: EXTERNAL.pricing }] },
  { label: 'Language', items: LANGUAGES.map((language) => ({ label: language.label, to: language.href })) },
];

/** The signed-in account menu: Dashboard for superusers, My Facilities behind the claim flag. */
export function accountMenu(session: UserSession, flags: Record<string, boolean>): NavItem[] {
  return [
    ...(session.is_superuser ? [{ label: 'Dashboard', to: '/dashboard' }] : []),
    ...(flags.claim_a_facility ? [{ label: 'My Facilities', to: '/claimed' }] : []),
    { label: 'My Lists', to: '/lists' },
    { label: 'Settings', to: '/settings' },
  ];
}

export const isExternal = (to: string) => /^https?:\/\//.test(to);
