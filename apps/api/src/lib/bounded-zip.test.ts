/**
 * The bounds of a ZIP read (bounded-zip.ts), each on its own with small bounds: the number of
 * parts, one part's and all parts' declared size and the ratio are refused from the central
 * directory before anything is unpacked; a part that inflates past what it declares errors while
 * it is read; a part within every bound reads back whole.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openBoundedZip, ZipTooLargeError, ZipUnreadableError, type ZipBounds } from './bounded-zip.js';
import { part, repeatedPart, zipOf } from '../test/zip-files.js';

const KB = 1024;
const bounds: ZipBounds = {
  maxEntries: 4,
  maxEntryBytes: 100 * KB,
  maxTotalBytes: 150 * KB,
  maxRatio: 20,
  ratioGraceBytes: 10 * KB,
};
/** Bytes that do not compress (a ratio near 1). */
const noise = (n: number) => randomBytes(n);
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('a ZIP read within bounds', () => {
  it('reads the parts asked for, and counts what they inflate to', async () => {
    const zip = await openBoundedZip(
      zipOf([part('a.txt', 'hello '.repeat(1000)), part('b.bin', noise(50 * KB))]),
      bounds,
    );
    expect(zip.has('a.txt') && zip.has('b.bin') && !zip.has('c')).toBe(true);
    expect((await readAll(await zip.open('a.txt'))).toString()).toBe('hello '.repeat(1000));
    expect(zip.inflated).toBe(6000);
  });

  it('refuses more parts than the bound from the directory', async () => {
    const five = zipOf(['1', '2', '3', '4', '5'].map((n) => part(n, n)));
    await expect(openBoundedZip(five, bounds)).rejects.toBeInstanceOf(ZipTooLargeError);
    await expect(openBoundedZip(zipOf(['1', '2', '3', '4'].map((n) => part(n, n))), bounds)).resolves.toBeDefined();
  });

  it('refuses one part declaring more than its bound, and all parts together more than theirs', async () => {
    await expect(openBoundedZip(zipOf([part('big', noise(101 * KB))]), bounds)).rejects.toBeInstanceOf(
      ZipTooLargeError,
    );
    // Two parts within the bound of one part, over the bound of all.
    await expect(
      openBoundedZip(zipOf([part('a', noise(80 * KB)), part('b', noise(80 * KB))]), bounds),
    ).rejects.toBeInstanceOf(ZipTooLargeError);
  });

  it('refuses a part packed tighter than the ratio, above the grace size only', async () => {
    const tight = await repeatedPart('tight', '', 'A'.repeat(1024), 60, ''); // 60 KB from well under 1 KB
    expect(tight.size / tight.packed.length).toBeGreaterThan(20);
    await expect(openBoundedZip(zipOf([tight]), bounds)).rejects.toBeInstanceOf(ZipTooLargeError);
    const small = await repeatedPart('small', '', 'A'.repeat(1024), 9, ''); // 9 KB: under the grace size
    await expect(openBoundedZip(zipOf([small]), bounds)).resolves.toBeDefined();
  });

  it('errors while reading a part that inflates past what it declares, and stops there', async () => {
    const lying = { ...(await repeatedPart('lying', '', 'A'.repeat(1024), 1000, '')), declaredSize: 20 * KB }; // 1 MB real, 20 KB declared
    const zip = await openBoundedZip(zipOf([lying]), { ...bounds, maxRatio: 1000 });
    await expect(readAll(await zip.open('lying'))).rejects.toBeInstanceOf(ZipTooLargeError);
    expect(zip.inflated).toBeLessThanOrEqual(20 * KB);
  });

  it('calls a file that is no ZIP, or names a part twice, unreadable', async () => {
    await expect(openBoundedZip(Buffer.from('PK\u0003\u0004 not really a zip'), bounds)).rejects.toBeInstanceOf(
      ZipUnreadableError,
    );
    await expect(openBoundedZip(zipOf([part('a', 'x'), part('a', 'y')]), bounds)).rejects.toBeInstanceOf(
      ZipUnreadableError,
    );
  });
});
