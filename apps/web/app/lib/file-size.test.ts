import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

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
