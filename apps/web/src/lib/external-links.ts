/** Every page outside the app that the app links or redirects to; one place to change them. */
export const EXTERNAL = {
  howItWorks: 'https://info.opensupplyhub.org/resources/how-the-os-id-works',
  howToContribute: 'https://info.opensupplyhub.org/resources/contribute-data',
  claimAFacility: 'https://info.opensupplyhub.org/resources/claim-a-facility',
  aboutUs: 'https://info.opensupplyhub.org/about',
  team: 'https://info.opensupplyhub.org/team',
  boardAndFunders: 'https://info.opensupplyhub.org/board-and-funders',
  pricing: 'https://info.opensupplyhub.org/pricing',
  apiPricing: 'https://info.opensupplyhub.org/api',
  embeddedMap: 'https://info.opensupplyhub.org/embedded-map',
  /** Targets of the legacy routes /about/processing, /about/claimedfacilities and /tos. */
  processing: 'https://info.opensupplyhub.org/resources/how-the-os-id-works',
  claimedFacilities: 'https://info.opensupplyhub.org/resources/claim-a-facility',
  terms: 'https://info.opensupplyhub.org/terms-of-service',
  privacy: 'https://info.opensupplyhub.org/privacy-policy',
  donate: 'https://info.opensupplyhub.org/donate',
  subscribe: 'https://info.opensupplyhub.org/newsletter',
  faqs: 'https://info.opensupplyhub.org/resources/faqs',
  careers: 'https://info.opensupplyhub.org/careers',
  mediaHub: 'https://info.opensupplyhub.org/media-hub',
  blog: 'https://info.opensupplyhub.org/blog',
  reportingLine: 'https://info.opensupplyhub.org/reporting-line',
  contact: 'https://info.opensupplyhub.org/contact',
  licence: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/open-supply-hub' },
  { label: 'X (Twitter)', href: 'https://twitter.com/OpenSupplyHub' },
  { label: 'Facebook', href: 'https://www.facebook.com/opensupplyhub' },
  { label: 'Instagram', href: 'https://www.instagram.com/opensupplyhub' },
  { label: 'YouTube', href: 'https://www.youtube.com/@opensupplyhub' },
] as const;
