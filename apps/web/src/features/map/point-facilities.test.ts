import { describe, expect, it } from 'vitest';
import { facilitiesAtPoint } from './point-facilities.ts';

describe('facilitiesAtPoint', () => {
  it('reads the facilities of a shared point from the tile property', () => {
    const facilities = [
      { id: 'BD2021113AAAB1X', name: 'One' },
      { id: 'BD2021113AAAB2X', name: 'Two' },
    ];
    expect(facilitiesAtPoint({ id: 'BD2021113AAAB1X', count: 2, facilities: JSON.stringify(facilities) })).toEqual(
      facilities,
    );
  });

  it('is null for a single facility and for a property it cannot read', () => {
    expect(facilitiesAtPoint({ id: 'BD2021113AAAB1X', count: 1 })).toBeNull();
    expect(facilitiesAtPoint({ facilities: '{not json' })).toBeNull();
    expect(facilitiesAtPoint({ facilities: JSON.stringify([{ id: 1 }]) })).toBeNull();
  });
});
