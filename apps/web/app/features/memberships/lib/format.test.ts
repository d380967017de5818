import { describe, expect, it } from 'vitest';
import { MSG, PACKAGES } from '@wbn/contract/constants';
import { cardErrorText, cardText, creditAmount, creditLabel, tierUpper, yearlyPrice } from './format';

describe('membership screen texts', () => {
  it('prices are USD with 2 decimals per year', () => {
    expect(yearlyPrice(PACKAGES.gold.priceCents)).toBe('USD 1850.00 per year');
    expect(yearlyPrice(PACKAGES.platinum.priceCents)).toBe('USD 3650.00 per year');
    expect(yearlyPrice(134315)).toBe('USD 1343.15 per year');
  });

  it('the upgrade credit: days and amount', () => {
    const c = { fromTier: 'gold' as const, unusedDays: 265, totalDays: 365, amount: 134315 };
    expect(creditLabel(c)).toBe('Credit for 265 unused days of Gold');
    expect(creditAmount(c)).toBe('-USD 1343.15');
    expect(creditLabel({ ...c, unusedDays: 1 })).toBe('Credit for 1 unused day of Gold');
  });

  it('tiers in upper case, cards by brand and last digits', () => {
    expect(tierUpper('premium')).toBe('PREMIUM');
    expect(cardText({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
  });

  it('card errors read as the spec alert, once', () => {
    expect(cardErrorText('Your card was declined.')).toBe(`${MSG.cardError}Your card was declined.`);
    expect(cardErrorText(`${MSG.cardError}Your card was declined.`)).toBe(`${MSG.cardError}Your card was declined.`);
  });
});
