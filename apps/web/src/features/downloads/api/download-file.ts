import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadEndpoints, downloadFileQuery } from '@registry/core/download-api';
import { urlOf } from '@/api/call.ts';
import { CLIENT_KEY } from '@/api/client.ts';
import { ApiRequestError } from '@/api/errors.ts';
import { invalidateSession } from '@/lib/session.ts';
import { downloadAllowanceQuery } from './download-allowance.ts';

export type DownloadFormat = 'csv' | 'xlsx';

const FILE_NAMES: Record<DownloadFormat, string> = { csv: 'facilities.csv', xlsx: 'facilities.xlsx' };

/**
 * GET /api/facilities-downloads/?{filters}&format=: the server charges the allowance, logs the
 * download and streams the file; a refusal comes back as JSON with the spec's message.
 */
export async function downloadFacilitiesFile(searchQuery: string, format: DownloadFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(urlOf(downloadEndpoints.facilities, { query: downloadFileQuery(searchQuery, format) }), {
      headers: { 'X-Client-Key': CLIENT_KEY },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiRequestError(undefined, undefined, error);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the fallback message is shown
    }
    throw new ApiRequestError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAMES[format];
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadFacilities(searchQuery: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (format: DownloadFormat) => downloadFacilitiesFile(searchQuery, format),
    // The allowance changed: the button and the session show the new remainder.
    onSettled: () => Promise.all([client.invalidateQueries(downloadAllowanceQuery), invalidateSession(client)]),
  });
}
