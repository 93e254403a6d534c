export const OTHER_CONTRIBUTOR_TYPE = 'Other';

export const CONTRIBUTOR_TYPES = [
  'Academic / Researcher / Journalist / Student',
  'Auditor / Certification Scheme / Service Provider',
  'Brand / Retailer',
  'Civil Society Organization',
  'Facility / Factory / Manufacturing Group / Supplier / Vendor',
  'Multi-Stakeholder Initiative',
  'Union',
  OTHER_CONTRIBUTOR_TYPE,
] as const;

export type ContributorType = (typeof CONTRIBUTOR_TYPES)[number];
