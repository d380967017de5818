import { describe, expect, it } from 'vitest';
import { formatQuantity as contractQuantity, formatRfqAmount } from '@wbn/contract/constants';
import { formatFileSize, formatMoney, formatNumber, formatQuantity, formatRange } from './format';

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

describe('formatQuantity and formatMoney', () => {
  it('match the contract’s RFQ formatters (what the API prints)', () => {
    for (const n of [0, 1, 2.5, 5000, 1234.5678, 0.0001, 1e6]) {
      expect(formatQuantity(n)).toBe(contractQuantity(n));
      for (const currency of ['USD', 'EUR', 'JPY', 'GBP', 'XYZ1'])
        expect(formatMoney(n, currency)).toBe(formatRfqAmount(n, currency));
    }
  });
  it('print as the RFQ pages show them', () => {
    expect(formatQuantity(5000)).toBe('5,000');
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(1200, 'EUR')).toBe('€1,200.00');
    expect(formatMoney(12.5, 'XYZ1')).toBe('XYZ1 12.5');
  });
});

describe('formatFileSize', () => {
  it('prints kilobytes (at least 1) under a megabyte, then megabytes with one decimal', () => {
    const former = (bytes: number) =>
      bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(1536 * 1024 * 1024)).toBe('1536.0 MB');
    for (let bytes = 0; bytes < 3 * 1024 * 1024 * 1024; bytes = bytes * 3 + 7919)
      expect(formatFileSize(bytes)).toBe(former(bytes));
  });
});
