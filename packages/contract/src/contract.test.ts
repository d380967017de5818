import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  ZUploadRequest,
  uploadProblem,
  BUSINESS_TYPES,
  INDUSTRIES,
  PACKAGES,
  TIERS,
  SEARCH_PAGE_SIZE,
  searchSkip,
  searchPageCount,
  safeContinue,
  dropNullish,
  businessPath,
  productPath,
  idFromSlug,
  searchPath,
  isValidBirthDate,
  isValidPhoneNumber,
  normalizeDialCode,
  formatUsd,
  MSG,
  COPYRIGHT_FROM,
  COPYRIGHT_TO,
  US_STATE_CODES,
  INQUIRY_SUBJECTS,
} from './index.js';

describe('spec constants', () => {
  it('keeps the 15 industries with keys 0001-0015 in order', () => {
    expect(INDUSTRIES.map((i) => i.key)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0')));
    expect(INDUSTRIES[1].name).toBe('Electronics & IT');
    expect(INDUSTRIES[14].name).toBe('Business Services');
  });
  it('keeps the 11 business-type codes', () => {
    expect(BUSINESS_TYPES.map((b) => b.code)).toEqual([
      'PR',
      'UR',
      'MA',
      'DI',
      'WS',
      'IM',
      'EX',
      'RE',
      'IN',
      'CO',
      'GO',
    ]);
  });
  it("keeps the package prices and product caps of the spec's listing packages", () => {
    expect(TIERS).toEqual(['standard', 'gold', 'premium', 'platinum']);
    expect(TIERS.map((t) => PACKAGES[t].maxProducts)).toEqual([7, 20, 50, 100]);
    expect(TIERS.map((t) => PACKAGES[t].priceCents)).toEqual([0, 185000, 265000, 365000]);
    expect(formatUsd(PACKAGES.gold.priceCents)).toBe('USD 1850.00');
  });
  it('keeps quoted messages letter for letter, typos included', () => {
    expect(MSG.commentLoginRequired).toBe('If you want to comment you must be loged in.');
    expect(MSG.enquirySent).toBe('Request sent successfully, you will be contact soon!');
    expect(MSG.tokenError).toBe('Error en token');
    expect([COPYRIGHT_FROM, COPYRIGHT_TO]).toEqual([2000, 2020]);
    expect(US_STATE_CODES).toHaveLength(51);
    expect(INQUIRY_SUBJECTS.at(-1)).toBe('Other');
  });
});

describe('search paging', () => {
  it('uses skip = 5 x (page - 1) and ceil(total / 5) pages', () => {
    expect(SEARCH_PAGE_SIZE).toBe(5);
    expect([1, 2, 7].map(searchSkip)).toEqual([0, 5, 30]);
    expect([0, 1, 5, 6, 11].map(searchPageCount)).toEqual([0, 1, 1, 2, 3]);
    expect(searchPath({ search: 'Food & Agriculture' })).toBe(
      '/search-result?business=MA&countries=global&search=Food+%26+Agriculture',
    );
  });
});

describe('continue targets', () => {
  const origin = 'https://wbn.example';
  it('keeps same-origin paths and drops anything else', () => {
    expect(safeContinue('/newsfeed?x=1#top', origin)).toBe('/newsfeed?x=1#top');
    expect(safeContinue('https://wbn.example/my-business', origin)).toBe('/my-business');
    expect(safeContinue('https://evil.example/steal', origin)).toBe('/');
    expect(safeContinue('//evil.example/steal', origin)).toBe('/');
    expect(safeContinue('javascript:alert(1)', origin)).toBe('/');
    expect(safeContinue(null, origin)).toBe('/');
  });
});

describe('request bodies', () => {
  it('drop null and NaN fields recursively, keeping falsy values', () => {
    expect(
      dropNullish({ a: null, b: NaN, c: 0, d: '', e: false, f: { g: null, h: 1 }, i: [{ j: null, k: 2 }] }),
    ).toEqual({ c: 0, d: '', e: false, f: { h: 1 }, i: [{ k: 2 }] });
  });
});

describe('slugs', () => {
  const id = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';
  it('encodes business and product paths twice and reads the id from the last 36 characters', () => {
    const p = businessPath('Acme Tools & Co', id);
    expect(p).toBe(`/business/${encodeURIComponent(encodeURIComponent(`Acme-Tools-&-Co-${id}`))}`);
    expect(idFromSlug(p.split('/')[2])).toBe(id);
    const pp = productPath('Acme Tools', 'Torque Wrench 5', id);
    expect(decodeURIComponent(decodeURIComponent(pp.split('/')[2]))).toBe(`Acme-Tools-Torque-Wrench-5-${id}`);
    expect(idFromSlug(pp.split('/')[2])).toBe(id);
  });
});

describe('profile rules', () => {
  it('checks birth dates as YYYY-MM-DD with the spec separators', () => {
    for (const ok of ['1970-10-24', '2001 01 31', '1999/12/01', '1985.06.15']) expect(isValidBirthDate(ok)).toBe(true);
    for (const bad of [
      '1870-10-24',
      '24-10-1970',
      '1970-13-01',
      '1970_10_24',
      '70-10-24',
      '2021-02-31',
      '2023-02-29',
      '1999-04-31',
    ])
      expect(isValidBirthDate(bad)).toBe(false);
    expect(isValidBirthDate('2024-02-29')).toBe(true); // a leap day
  });
  it('needs a phone to be empty or have at least 8 digits', () => {
    expect(isValidPhoneNumber('')).toBe(true);
    expect(isValidPhoneNumber('1234 5678')).toBe(true);
    expect(isValidPhoneNumber('1234567')).toBe(false);
    expect(normalizeDialCode('52')).toBe('+52');
    expect(normalizeDialCode('+1')).toBe('+1');
  });
});

describe('upload rules without zod', () => {
  it('uploadProblem gives the answer and the message ZUploadRequest gives', () => {
    const cases: [string, number][] = [
      ['image/png', 1],
      ['image/jpeg', IMAGE_MAX_BYTES],
      ['image/webp', IMAGE_MAX_BYTES + 1],
      ['image/gif', 0],
      ['application/pdf', 10],
      ['', 10],
      ['image/svg+xml', 10],
    ];
    for (const [contentType, fileSize] of cases) {
      const parsed = ZUploadRequest.safeParse({ contentType, fileSize });
      expect(uploadProblem(contentType, fileSize), `${contentType} ${fileSize}`).toBe(
        parsed.success ? null : parsed.error.issues[0].message,
      );
    }
  });
});
