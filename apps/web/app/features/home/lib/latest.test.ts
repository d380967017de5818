import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { latestByType } from './latest';

const biz = (code: string, n: number) =>
  ({ businessID: `${code}-${n}`, general: { businessType: { code, name: code } } }) as unknown as BusinessProfile;

describe('latestByType', () => {
  it('gives MA, DI, EX and CO in that order, each newest first (the API sends newest last)', () => {
    const list = [biz('MA', 1), biz('DI', 1), biz('MA', 2), biz('EX', 1), biz('MA', 3), biz('CO', 1), biz('DI', 2)];
    const groups = latestByType(list);
    expect(groups.map((g) => g.code)).toEqual(['MA', 'DI', 'EX', 'CO']);
    expect(groups[0]!.businesses.map((b) => b.businessID)).toEqual(['MA-3', 'MA-2', 'MA-1']);
    expect(groups[1]!.businesses.map((b) => b.businessID)).toEqual(['DI-2', 'DI-1']);
  });

  it('keeps at most 3 per type and ignores other types', () => {
    const list = [1, 2, 3, 4, 5].map((n) => biz('EX', n)).concat([biz('RE', 1)]);
    const groups = latestByType(list);
    expect(groups[2]!.businesses.map((b) => b.businessID)).toEqual(['EX-5', 'EX-4', 'EX-3']);
    expect(groups.flatMap((g) => g.businesses).some((b) => b.businessID === 'RE-1')).toBe(false);
    expect(groups[3]!.businesses).toEqual([]);
  });
});
