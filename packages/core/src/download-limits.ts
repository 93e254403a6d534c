/** Download limits (spec part 1 §6, §8, §9): one decision shared by the download button and the server. */

/** Anonymous visitors' display limit, and the default free allowance a year. */
export const DEFAULT_DOWNLOAD_LIMIT = 5000;
/** With the private_instance flag every download may hold this many records, without an allowance. */
export const PRIVATE_INSTANCE_DOWNLOAD_LIMIT = 10_000;
/** Embedded maps download without an account, up to this many records. */
export const EMBEDDED_MAP_DOWNLOAD_LIMIT = 10_000;
/** Rows per page of GET /api/facilities-downloads/ (the list item page size, spec part 1 §9). */
export const DOWNLOAD_PAGE_SIZE = 100;

const NO_PURCHASING = 'Purchasing additional downloads is not available on this server.';

export const downloadMessages = {
  available: (limit: number, available: number, canPurchase = true) =>
    `Registered users can download up to ${limit} production locations annually for free. This account has ${available} available.${canPurchase ? ' Additional downloads are available for purchase.' : ''}`,
  limitReached: (limit: number, canPurchase = true) =>
    `You've reached your annual download limit of ${limit} production locations. ${canPurchase ? 'Purchase additional downloads to download more data.' : NO_PURCHASING}`,
  tooManyForAllowance: (count: number, available: number, canPurchase = true) =>
    `You are trying to download ${count} production locations but this account only has ${available} available. ${canPurchase ? 'Purchase additional downloads to continue.' : NO_PURCHASING}`,
  logInToDownload: 'Log in or sign up to download this dataset.',
  maximumExceeded: (max: number) =>
    `Downloads are supported for searches resulting in ${max} production locations or less.`,
  sameContributor:
    'You are downloading data for the same contributor as your account. Downloading data for the same contributor is free.',
  loginDialog: (product: string) =>
    `You must log in with an ${product} account before downloading your search results.`,
  purchasingNotConfigured:
    'Purchasing downloads is not configured on this server. Please contact the site administrators to download more data.',
  /** The repeat rule (the server's REPEAT_FREE_MS), said in the CSV / Excel menu. */
  repeatFree: 'Downloading the same search again within a day, in either format, does not use more of your allowance.',
  checkoutFallback: 'An error prevented fetching checkout url',
  downloadFallback: 'An error prevented the facilities download',
} as const;

export interface DownloadViewer {
  isAnon: boolean;
  /** Records the account can still download (free remainder plus unexpired purchases). */
  allowedRecords: number;
  /** The free allowance a year (DOWNLOAD_FREE_ALLOWANCE), for the messages. */
  freeAnnualLimit: number;
  /** Token (API) callers are not limited by the allowance; their calls count against api_call_limit. */
  isApiUser?: boolean;
}

export interface DownloadContext {
  count: number;
  isEmbedded?: boolean;
  isPrivateInstance?: boolean;
  /** The search is filtered to the viewer's own contributor only. */
  isSameContributor?: boolean;
  /**
   * Purchasing is configured on this server (`purchasing_enabled`); without it nothing above the
   * allowance is offered for sale. Left out, it is.
   */
  canPurchase?: boolean;
}

/**
 * login: the login-required dialog; download: the CSV / Excel menu (charged unless `free`);
 * purchase: 'Purchase More Downloads'; unavailable: over a fixed maximum, or over the allowance
 * where purchasing is not configured: nothing to buy.
 */
export type DownloadState = 'login' | 'download' | 'purchase' | 'unavailable';

export interface DownloadDecision {
  state: DownloadState;
  /** Whether this download leaves the allowance untouched. */
  free: boolean;
  message: string;
}

/**
 * The spec's "an allowance of 0 counts as 5000" described sessions that had no allowance record
 * yet; ours always carry the real remainder, so 0 here means used up.
 */
export function decideDownload(viewer: DownloadViewer, context: DownloadContext): DownloadDecision {
  const { count } = context;
  if (context.isEmbedded || context.isPrivateInstance) {
    const max = context.isEmbedded ? EMBEDDED_MAP_DOWNLOAD_LIMIT : PRIVATE_INSTANCE_DOWNLOAD_LIMIT;
    return {
      state: count <= max ? 'download' : 'unavailable',
      free: true,
      message: downloadMessages.maximumExceeded(max),
    };
  }
  if (viewer.isAnon) return { state: 'login', free: false, message: downloadMessages.logInToDownload };
  if (viewer.isApiUser)
    return {
      state: 'download',
      free: true,
      message: downloadMessages.available(viewer.freeAnnualLimit, viewer.allowedRecords),
    };
  if (context.isSameContributor) return { state: 'download', free: true, message: downloadMessages.sameContributor };
  const available = Math.max(0, viewer.allowedRecords);
  const canPurchase = context.canPurchase ?? true;
  if (count <= available) {
    return {
      state: 'download',
      free: false,
      message: downloadMessages.available(viewer.freeAnnualLimit, available, canPurchase),
    };
  }
  return {
    state: canPurchase ? 'purchase' : 'unavailable',
    free: false,
    message:
      available === 0
        ? downloadMessages.limitReached(viewer.freeAnnualLimit, canPurchase)
        : downloadMessages.tooManyForAllowance(count, available, canPurchase),
  };
}

/** Remaining allowance: limit minus used, never below 0. */
export const remainingRecords = (limit: number, used: number) => Math.max(0, limit - used);
