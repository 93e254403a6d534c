import { describe, expect, it } from 'vitest';
import { TileCache, tileEtag } from './tile-cache.ts';

const tile = (bytes: number, version = 1) => ({ version, body: Buffer.alloc(bytes), etag: `"${bytes}"` });

describe('tile cache', () => {
  it('evicts the least recently used tiles beyond its byte bound', () => {
    const cache = new TileCache(100);
    cache.set('a', tile(40));
    cache.set('b', tile(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', tile(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ tiles: 2, bytes: 80 });
  });

  it('replaces an entry without counting it twice and skips tiles larger than the whole cache', () => {
    const cache = new TileCache(100);
    cache.set('a', tile(60, 1));
    cache.set('a', tile(50, 2));
    expect(cache.size).toEqual({ tiles: 1, bytes: 50 });
    expect(cache.get('a')!.version).toBe(2);
    cache.set('huge', tile(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ tiles: 1, bytes: 50 });
  });

  it('gives equal bodies equal ETags', () => {
    expect(tileEtag(Buffer.from('x'))).toBe(tileEtag(Buffer.from('x')));
    expect(tileEtag(Buffer.from('x'))).not.toBe(tileEtag(Buffer.from('y')));
    expect(tileEtag(Buffer.from('x'))).toMatch(/^"[\w-]{27}"$/);
  });
});
