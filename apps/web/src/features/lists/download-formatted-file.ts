import { fetchAllItems } from './api/list-items.ts';
import { listCsvFileName, listItemsCsv } from './list-csv.ts';

/** Fetches every row in pages of 100, builds the formatted CSV and saves it as `{id}_{name}_{date}.csv`. */
export async function downloadFormattedFile(list: { id: number; name: string }): Promise<void> {
  const csv = listItemsCsv(await fetchAllItems(list.id));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = listCsvFileName(list);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
