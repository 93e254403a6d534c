import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './dashboard-links.ts';

describe('dashboard home links', () => {
  it('lists every tool, Facility Claims only with the claim flag', () => {
    expect(dashboardLinks({ claimFlag: true }).map((link) => link.label)).toEqual([
      'Contributor Lists',
      'Facility Claims',
      'Delete a Facility',
      'Merge Two Facilities',
      'Possible Duplicates',
      'Moderation Queue',
      'Adjust Facility Matches',
      'Update Facility Location',
      'API Blocks',
      'Contributors',
      'Status Reports',
      'Link to New OS ID',
      'Geocode',
      'Audit log',
    ]);
    expect(dashboardLinks({ claimFlag: false }).some((link) => link.to === '/dashboard/claims')).toBe(false);
    expect(dashboardLinks({ claimFlag: false })).toHaveLength(13);
  });
});
