/** The configurable product name ({product} in the spec). */
export const PRODUCT_NAME = 'Open Supply Hub';
export const SUPPORT_EMAIL = 'support@example.com';

/** Documentation and company pages outside the app. */
export const EXTERNAL = {
  howItWorks: 'https://info.opensupplyhub.org/resources/how-the-os-id-works',
  aboutUs: 'https://info.opensupplyhub.org/about-us',
  pricing: 'https://info.opensupplyhub.org/pricing',
  processing: 'https://info.opensupplyhub.org/resources/how-the-os-id-works',
  claimedFacilities: 'https://info.opensupplyhub.org/resources/claim-a-facility',
  terms: 'https://info.opensupplyhub.org/terms-of-service',
  privacy: 'https://info.opensupplyhub.org/privacy-policy',
  donate: 'https://info.opensupplyhub.org/donate',
  subscribe: 'https://info.opensupplyhub.org/newsletter',
  faqs: 'https://info.opensupplyhub.org/faqs',
  careers: 'https://info.opensupplyhub.org/careers',
  mediaHub: 'https://info.opensupplyhub.org/media-hub',
  blog: 'https://info.opensupplyhub.org/blog',
  reportingLine: 'https://info.opensupplyhub.org/reporting-line',
  contact: 'https://info.opensupplyhub.org/contact-us',
  linkedin: 'https://www.linkedin.com/company/open-supply-hub',
  licence: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

/** Translated sites in the language menu. */
export const LANGUAGES = [
  { label: 'বাংলা (Bangla)', href: 'https://bn.opensupplyhub.org' },
  { label: '简体中文 (Simplified Chinese)', href: 'https://zh.opensupplyhub.org' },
  { label: 'India', href: 'https://in.opensupplyhub.org' },
  { label: 'Português (Portuguese)', href: 'https://pt.opensupplyhub.org' },
  { label: 'Türkçe (Turkish)', href: 'https://tr.opensupplyhub.org' },
] as const;

/** The fundraising banner ran until this moment and shows no more. */
export const FUNDRAISING_BANNER_END = Date.UTC(2023, 0, 31);
export const showFundraisingBanner = (now = Date.now()) => now < FUNDRAISING_BANNER_END;
