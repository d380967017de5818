import { describe, expect, it } from 'vitest';
import { addYears, unusedCredit, upgradeQuote } from './proration.js';

const d = (s: string) => new Date(`${s}T12:00:00Z`);
const gold = (start: string) => ({
  tier: 'gold' as const,
  priceCents: 185000,
  startsAt: d(start),
  expiresAt: addYears(d(start)),
});

describe('a membership lasts a year from payment', () => {
  it('ends on the same day a year later; 29 February ends on 1 March', () => {
    expect(addYears(d('2026-03-15')).toISOString()).toBe('2027-03-15T12:00:00.000Z');
    expect(addYears(d('2028-02-29')).toISOString()).toBe('2029-03-01T12:00:00.000Z');
  });
});

describe('the credit of an upgrade: the old price for the whole days still unused', () => {
  it.each([
    // [paid on, upgrade on, unused days, credit in cents]
    ['2026-01-01', '2026-01-01', 365, 185000], // the same day: nothing used
    ['2026-01-01', '2026-01-02', 364, Math.floor((185000 * 364) / 365)], // 184493
    ['2026-01-01', '2026-04-11', 265, Math.floor((185000 * 265) / 365)], // 134315
    ['2026-01-01', '2026-07-02', 183, Math.floor((185000 * 183) / 365)], // 92753
    ['2026-01-01', '2026-12-31', 1, Math.floor(185000 / 365)], // 506
  ])('paid %s, upgraded %s: %i days, %i cents', (paid, on, days, cents) => {
    const c = unusedCredit(gold(paid), d(on));
    expect(c).toEqual({ fromTier: 'gold', unusedDays: days, totalDays: 365, amount: cents });
  });

  it('counts a leap year as 366 days', () => {
    expect(unusedCredit(gold('2027-06-01'), d('2027-06-02'))).toMatchObject({
      totalDays: 366,
      unusedDays: 365,
      amount: Math.floor((185000 * 365) / 366),
    });
  });

  it('a part of a day is not credited; none is left on the last day or after expiry', () => {
    const m = gold('2026-01-01');
    expect(unusedCredit(m, new Date('2026-12-31T13:00:00Z'))).toBeNull();
    expect(unusedCredit(m, d('2027-01-01'))).toBeNull();
    expect(unusedCredit(m, d('2027-05-01'))).toBeNull();
  });

  it('the quote: the new price less the credit, for a new year from today', () => {
    const q = upgradeQuote(265000, gold('2026-01-01'), d('2026-04-11'));
    expect(q.credit?.amount).toBe(134315);
    expect(q.amount).toBe(265000 - 134315);
    expect(q.startsAt.toISOString()).toBe('2026-04-11T12:00:00.000Z');
    expect(q.expiresAt.toISOString()).toBe('2027-04-11T12:00:00.000Z');
    expect(upgradeQuote(365000, null, d('2026-04-11'))).toMatchObject({ credit: null, amount: 365000 });
  });
});
