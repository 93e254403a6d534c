import { createHash } from 'node:crypto';

export interface CachedTile {
  /** The tile cache version the body is known to be right for. */
  version: number;
  body: Buffer;
  etag: string;
}

/** A strong validator from the bytes, so equal tiles under different keys share it. */
export function tileEtag(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Least recently used tiles, bounded by the bytes they hold (a Map keeps insertion order:
 * a hit is moved to the end, eviction takes from the front).
 */
export class TileCache {
  private readonly entries = new Map<string, CachedTile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedTile | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedTile): void {
    this.delete(key);
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  get size(): { tiles: number; bytes: number } {
    return { tiles: this.entries.size, bytes: this.bytes };
  }
}
