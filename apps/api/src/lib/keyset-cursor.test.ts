import { describe, expect, it } from 'vitest';
import { keysetCursor } from './keyset-cursor.js';

describe('keysetCursor', () => {
  const position = { at: new Date('2026-11-26T01:02:03.456Z'), id: '0b9a8f2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b' };

  it('reads back what it wrote, as an opaque URL-safe string', () => {
    const cursor = keysetCursor.write(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(keysetCursor.read(cursor)).toEqual(position);
  });

  it('reads an altered, truncated or made-up cursor as nothing', () => {
    const cursor = keysetCursor.write(position);
    expect(keysetCursor.read(cursor.slice(0, -6))).toBeUndefined();
    expect(keysetCursor.read('nonsense')).toBeUndefined();
    expect(keysetCursor.read(Buffer.from(`not-a-date|${position.id}`).toString('base64url'))).toBeUndefined();
    expect(
      keysetCursor.read(Buffer.from(`${position.at.toISOString()}|${position.id}|extra`).toString('base64url')),
    ).toBeUndefined();
  });
});
