import { describe, expect, it } from 'vitest';
import { formatNumber, formatRange } from './format';

describe('formatNumber', () => {
  it('prints counts with thousands separators, as the pages always did', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(10_000)).toBe((10_000).toLocaleString('en-US'));
  });
  it('takes a locale', () => {
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(1234)).toBe('1,234'); // the default stays en-US after another locale was used
  });
});

describe('formatRange', () => {
  it('prints one number or two, then the suffix', () => {
    expect(formatRange({ min: 5000, max: 5000 }, ' USD')).toBe('5,000 USD');
    expect(formatRange({ min: 10, max: 1500 })).toBe('10 – 1,500');
    expect(formatRange(null)).toBeNull();
  });
});
