import { describe, expect, it } from 'vitest';
import type { ActivityReport } from '../api/facility-detail.ts';
import { claimBanner, closureBanner, facilityStatus } from './banners.ts';

const report = (status: ActivityReport['status'], closure_state: ActivityReport['closure_state']): ActivityReport => ({
  id: 1,
  status,
  closure_state,
  created_at: '2024-01-01T00:00:00.000Z',
  status_change_date: null,
  approved_at: null,
  reported_by_contributor: 'Brand A',
});

describe('claimBanner', () => {
  it('says claimed or pending whatever the flag', () => {
    for (const flag of [true, false]) {
      expect(claimBanner('BD2021113ABCD0X', 'claimed', flag)).toEqual({
        kind: 'claimed',
        text: 'This production location has been claimed by an owner or manager',
      });
      expect(claimBanner('BD2021113ABCD0X', 'pending', flag)).toEqual({
        kind: 'pending',
        text: 'There is a pending claim for this production location',
      });
    }
  });

  it('offers the claim link for an unclaimed location only while claiming is on', () => {
    expect(claimBanner('BD2021113ABCD0X', 'unclaimed', true)).toEqual({
      kind: 'unclaimed',
      text: 'This production location has not been claimed',
      claimLink: { text: 'I want to claim this production location', to: '/facilities/BD2021113ABCD0X/claim' },
    });
    expect(claimBanner('BD2021113ABCD0X', 'unclaimed', false)).toEqual({
      kind: 'unclaimed',
      text: 'This production location has not been claimed',
      claimLink: null,
    });
  });
});

describe('closureBanner', () => {
  it('shows a pending report first, in its closure state', () => {
    expect(
      closureBanner({ is_closed: false, new_os_id: null, activity_reports: [report('PENDING', 'CLOSED')] }),
    ).toEqual({
      kind: 'pending',
      text: 'This facility may be closed',
      note: 'Status pending',
    });
    expect(
      closureBanner({
        is_closed: true,
        new_os_id: 'X',
        activity_reports: [report('PENDING', 'OPEN'), report('CONFIRMED', 'CLOSED')],
      }),
    ).toMatchObject({
      text: 'This facility may be open',
    });
  });

  it('shows a move, a closure, or nothing', () => {
    expect(
      closureBanner({
        is_closed: true,
        new_os_id: 'CN2020001AAAAAB',
        activity_reports: [report('CONFIRMED', 'CLOSED')],
      }),
    ).toEqual({
      kind: 'moved',
      text: 'This facility has moved to',
      newOsId: 'CN2020001AAAAAB',
      verified: 'Verified closed',
    });
    expect(closureBanner({ is_closed: true, new_os_id: null, activity_reports: [] })).toEqual({
      kind: 'closed',
      text: 'This facility is closed',
      verified: null,
    });
    expect(
      closureBanner({
        is_closed: true,
        new_os_id: null,
        activity_reports: [report('CONFIRMED', 'CLOSED'), report('REJECTED', 'OPEN')],
      }),
    ).toEqual({
      kind: 'closed',
      text: 'This facility is closed',
      verified: 'Verified closed',
    });
    // A rejected reopening leaves the confirmed closure verified; a confirmed reopening since then does not.
    expect(
      closureBanner({
        is_closed: true,
        new_os_id: null,
        activity_reports: [report('REJECTED', 'OPEN'), report('CONFIRMED', 'CLOSED')],
      }),
    ).toMatchObject({ verified: 'Verified closed' });
    expect(
      closureBanner({
        is_closed: true,
        new_os_id: 'CN2020001AAAAAB',
        activity_reports: [report('CONFIRMED', 'OPEN'), report('CONFIRMED', 'CLOSED')],
      }),
    ).toMatchObject({ verified: null });
    expect(
      closureBanner({ is_closed: false, new_os_id: null, activity_reports: [report('REJECTED', 'CLOSED')] }),
    ).toBeNull();
    // A pending report that is not the newest no longer speaks for the facility.
    expect(
      closureBanner({
        is_closed: false,
        new_os_id: null,
        activity_reports: [report('REJECTED', 'CLOSED'), report('PENDING', 'CLOSED')],
      }),
    ).toBeNull();
  });
});

describe('facilityStatus', () => {
  it('is open or closed, verified by the newest decided report when it was confirmed', () => {
    expect(
      facilityStatus({ is_closed: true, activity_reports: [report('PENDING', 'OPEN'), report('CONFIRMED', 'CLOSED')] }),
    ).toMatchObject({ value: 'Closed', verified: 'Verified closed' });
    expect(facilityStatus({ is_closed: false, activity_reports: [report('CONFIRMED', 'OPEN')] })).toMatchObject({
      value: 'Open',
      verified: 'Verified open',
    });
    expect(
      facilityStatus({
        is_closed: false,
        activity_reports: [report('REJECTED', 'CLOSED'), report('CONFIRMED', 'CLOSED')],
      }),
    ).toEqual({ value: 'Open', verified: null, report: null });
    expect(facilityStatus({ is_closed: false, activity_reports: [] })).toEqual({
      value: 'Open',
      verified: null,
      report: null,
    });
  });
});
