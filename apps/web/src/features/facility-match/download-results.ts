import { annotatedCsv, matchResultFileName, type MatchBatch } from '@registry/core/facility-match-api';

/** Saves the uploaded file's rows with os_id, match_status and confidence added, as the server's job does. */
export function downloadResults(fileName: string, batch: MatchBatch): void {
  const csv = annotatedCsv(
    batch.header ?? [],
    batch.results.map((result) => ({ ...result, cells: result.cells ?? [] })),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = matchResultFileName(fileName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
