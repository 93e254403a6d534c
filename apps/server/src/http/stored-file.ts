import { StoredFileMissing, type FileStorage } from '../adapters/file-storage.ts';
import { notFound } from './errors.ts';

export const fileMissingMessage = 'The uploaded file could not be found in the file storage.';

/** A stored upload (a list, a claim document) to send back: a file gone from storage is a 404, not a 500. */
export async function storedFileOr404(files: FileStorage, key: string): Promise<Buffer> {
  return files.get(key).catch((error: unknown) => {
    throw error instanceof StoredFileMissing ? notFound(fileMissingMessage) : error;
  });
}
