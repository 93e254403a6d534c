import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  apiBlockPath,
  claimedFacilityPath,
  claimFacilityPath,
  claimReviewPath,
  facilitiesSearchPath,
  facilityPath,
  listPath,
  locationInfoPath,
  loginPath,
  moderationRecordPath,
  paths,
  profilePath,
  singleLocationOsIdPath,
  singleLocationSearchPath,
} from './paths.ts';

const OS_ID = 'US2024123ABCDEF';
const MODERATION_ID = '3f1c9a52-0d8e-4c1e-9a57-2b6f0c4d1e2a';

describe('route paths', () => {
  it('builds the links the screens have always used', () => {
    expect(facilityPath(OS_ID)).toBe(`/facilities/${OS_ID}`);
    expect(claimFacilityPath(OS_ID)).toBe(`/facilities/${OS_ID}/claim`);
    expect(claimedFacilityPath(12)).toBe('/claimed/12/');
    expect(facilitiesSearchPath('countries=BD')).toBe('/facilities?countries=BD');
    expect(facilitiesSearchPath('')).toBe('/facilities');
    expect(loginPath('/lists/3?status=ERROR')).toBe('/auth/login?next=%2Flists%2F3%3Fstatus%3DERROR');
    expect(locationInfoPath(OS_ID)).toBe(`/contribute/single-location/${OS_ID}/info`);
    expect(locationInfoPath(OS_ID, '')).toBe(`/contribute/single-location/${OS_ID}/info/`);
    expect(locationInfoPath(undefined, '')).toBe('/contribute/single-location/info/');
    expect(locationInfoPath(undefined, MODERATION_ID)).toBe(`/contribute/single-location/info/${MODERATION_ID}`);
    expect(singleLocationSearchPath('name=A&address=B&country=BD')).toBe(
      '/contribute/single-location/search/?name=A&address=B&country=BD',
    );
    expect(profilePath(7)).toBe('/profile/7');
    expect(listPath(3)).toBe('/lists/3');
    expect(apiBlockPath(5)).toBe('/dashboard/apiblocks/5');
    expect(claimReviewPath(9)).toBe('/dashboard/claims/9');
  });

  it('gives every built link to the route that owns it, with its params', () => {
    expect(matchPath(paths.facility, facilityPath(OS_ID))?.params).toEqual({ osID: OS_ID });
    expect(matchPath(paths.claimFacility, claimFacilityPath(OS_ID))?.params).toEqual({ osID: OS_ID });
    expect(matchPath(paths.claimedFacility, claimedFacilityPath(12))?.params).toEqual({ claimID: '12' });
    expect(matchPath(paths.singleLocationOsId, singleLocationOsIdPath(OS_ID))?.params).toEqual({ osID: OS_ID });
    expect(matchPath(paths.locationInfo, locationInfoPath(OS_ID, MODERATION_ID))?.params).toEqual({
      osID: OS_ID,
      moderationID: MODERATION_ID,
    });
    expect(matchPath(paths.newLocationInfo, locationInfoPath(undefined))?.params).toEqual({});
    expect(matchPath(paths.list, listPath(3))?.params).toEqual({ listID: '3' });
    expect(matchPath(paths.profile, profilePath(7))?.params).toEqual({ id: '7' });
    expect(matchPath(paths.apiBlock, apiBlockPath(5))?.params).toEqual({ blockId: '5' });
    expect(matchPath(paths.claimReview, claimReviewPath(9))?.params).toEqual({ claimID: '9' });
    expect(matchPath(paths.moderationRecord, moderationRecordPath(MODERATION_ID))?.params).toEqual({
      moderationID: MODERATION_ID,
    });
  });
});
