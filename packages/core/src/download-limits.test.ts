import { describe, expect, it } from 'vitest';
import { decideDownload, downloadMessages } from './download-limits.ts';
import { downloadEndpoints, downloadFileQuery } from './download-api.ts';
import { endpointUrl } from './endpoint.ts';

const signedIn = (allowedRecords: number) => ({ isAnon: false, allowedRecords, freeAnnualLimit: 5000 });
const anonymous = { isAnon: true, allowedRecords: 5000, freeAnnualLimit: 5000 };

describe('decideDownload', () => {
  it('asks anonymous visitors to log in', () => {
    expect(decideDownload(anonymous, { count: 10 })).toEqual({
      state: 'login',
      free: false,
      message: 'Log in or sign up to download this dataset.',
    });
    expect(downloadMessages.loginDialog('Open Supply Hub')).toBe(
      'You must log in with an Open Supply Hub account before downloading your search results.',
    );
  });

  it('offers the download within the allowance, with the allowance message', () => {
    expect(decideDownload(signedIn(1200), { count: 1200 })).toEqual({
      state: 'download',
      free: false,
      message:
        'Registered users can download up to 5000 production locations annually for free. This account has 1200 available. Additional downloads are available for purchase.',
    });
  });

  it('turns into a purchase above the allowance, with the limit-reached or too-many message', () => {
    expect(decideDownload(signedIn(0), { count: 1 })).toEqual({
      state: 'purchase',
      free: false,
      message:
        "You've reached your annual download limit of 5000 production locations. Purchase additional downloads to download more data.",
    });
    expect(decideDownload(signedIn(300), { count: 301 }).message).toBe(
      'You are trying to download 301 production locations but this account only has 300 available. Purchase additional downloads to continue.',
    );
    expect(decideDownload(signedIn(-5), { count: 1 }).message).toContain("You've reached your annual download limit");
  });

  it('offers nothing for sale where purchasing is not configured: the message says so, the download is unavailable', () => {
    expect(decideDownload(signedIn(1200), { count: 1200, canPurchase: false })).toEqual({
      state: 'download',
      free: false,
      message:
        'Registered users can download up to 5000 production locations annually for free. This account has 1200 available.',
    });
    expect(decideDownload(signedIn(0), { count: 1, canPurchase: false })).toEqual({
      state: 'unavailable',
      free: false,
      message:
        "You've reached your annual download limit of 5000 production locations. Purchasing additional downloads is not available on this server.",
    });
    expect(decideDownload(signedIn(300), { count: 301, canPurchase: false })).toEqual({
      state: 'unavailable',
      free: false,
      message:
        'You are trying to download 301 production locations but this account only has 300 available. Purchasing additional downloads is not available on this server.',
    });
    expect(decideDownload(signedIn(300), { count: 301, canPurchase: true }).state).toBe('purchase');
  });

  it("is free for the account's own contributor, whatever the count", () => {
    expect(decideDownload(signedIn(0), { count: 99_999, isSameContributor: true })).toEqual({
      state: 'download',
      free: true,
      message:
        'You are downloading data for the same contributor as your account. Downloading data for the same contributor is free.',
    });
  });

  it('allows up to 10,000 records on embedded maps and private instances, even anonymously', () => {
    for (const flags of [{ isEmbedded: true }, { isPrivateInstance: true }]) {
      expect(decideDownload(anonymous, { count: 10_000, ...flags })).toMatchObject({ state: 'download', free: true });
      expect(decideDownload(signedIn(0), { count: 10_001, ...flags })).toEqual({
        state: 'unavailable',
        free: true,
        message: 'Downloads are supported for searches resulting in 10000 production locations or less.',
      });
    }
  });

  it('does not limit API token callers', () => {
    expect(decideDownload({ ...signedIn(0), isApiUser: true }, { count: 50_000 })).toMatchObject({
      state: 'download',
      free: true,
    });
  });
});

describe('downloadFileQuery', () => {
  it('keeps the filters, drops paging and sets the format', () => {
    const query = downloadFileQuery('?countries=BD&sectors=Apparel&page=3&pageSize=50', 'xlsx');
    expect(endpointUrl(downloadEndpoints.facilities, { query })).toBe(
      '/api/facilities-downloads/?countries=BD&sectors=Apparel&format=xlsx',
    );
  });
});
