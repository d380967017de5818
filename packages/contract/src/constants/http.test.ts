import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './http.js';

describe('preferredEncoding (the one Accept-Encoding parser of both apps)', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding(['gzip', 'BR'])).toBe('br');
  });

  it('honours a q=0 refusal', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br; q=0.0, gzip;q=0')).toBe('identity');
  });
});
