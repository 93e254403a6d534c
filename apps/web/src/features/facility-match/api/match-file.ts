import { useMutation } from '@tanstack/react-query';
import { matchBatchEndpoint, type MatchBatch, type MatchJob } from '@registry/core/facility-match-api';
import { call } from '@/api/call.ts';

/** The answer to a file: every row's result (up to 1,000 rows), or the job matching a larger file. */
export type MatchFileAnswer = { kind: 'results'; batch: MatchBatch } | { kind: 'job'; job: MatchJob };

/** POST /api/facilities/match/ (multipart: file). Nothing is stored but the API call count. */
export async function matchFile(file: File): Promise<MatchFileAnswer> {
  const body = new FormData();
  body.append('file', file);
  const answer = await call(matchBatchEndpoint, { body });
  return 'results' in answer ? { kind: 'results', batch: answer } : { kind: 'job', job: answer };
}

export const useMatchFile = () => useMutation({ mutationFn: matchFile });
