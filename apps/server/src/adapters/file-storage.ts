import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept, exactly as received. The offline default is a local directory
 * (DATA_DIR/files); another store (S3, ...) implements the same five calls.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** Rejects with StoredFileMissing when nothing is stored under the key. */
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  delete(key: string): Promise<void>;
  /** Every stored key with when it was written (the orphan sweep's inventory). */
  list(): Promise<StoredFileEntry[]>;
}

export interface StoredFileEntry {
  key: string;
  modifiedAt: Date;
}

/** Nothing is stored under the key (lost from the storage): the caller says so, it is no server fault. */
export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No file is stored under '${key}'`);
  }
}

/** Keys are relative paths of letters, digits, '.', '_' and '-' segments: never outside the root. */
export function isSafeStorageKey(key: string): boolean {
  return key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment) && segment !== '..');
}

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key '${key}'`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed, so a crash never leaves half a file under the key.
      const temporary = `${target}.${process.pid}.tmp`;
      try {
        await fs.writeFile(temporary, content);
        await fs.rename(temporary, target);
      } catch (error) {
        // A full disk leaves part of a file behind: remove it, the caller rolls back the rest.
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    get: (key) =>
      fs.readFile(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissing(key) : error;
      }),
    stream: (key) => createReadStream(resolve(key)),
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list() {
      const names = await fs.readdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const entries = await Promise.all(
        names.map(async (name) => {
          const stat = await fs.stat(path.join(root, name)).catch(() => null);
          return stat?.isFile() ? { key: name.split(path.sep).join('/'), modifiedAt: stat.mtime } : null;
        }),
      );
      return entries.filter((entry) => entry !== null);
    },
  };
}

/** The configured store: files under DATA_DIR/files. */
export function createFileStorage(config: { filesDir: string }): FileStorage {
  return createLocalFileStorage(config.filesDir);
}
