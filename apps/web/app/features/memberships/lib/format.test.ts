import { describe, expect, it } from 'vitest';
import { MSG, PACKAGES } from '@wbn/contract/constants';
import {
  cardErrorText,
  cardText,
  creditAmount,
  creditLabel,
  currentMembershipLine,
  paidTexts,
  tierUpper,
  yearlyPrice,
} from './format';

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

  it('the current tier line: a paid year ends; the free tier is free; a tier given without a payment has its own cap and no end', () => {
    const year = { startsAt: '2026-11-27T10:00:00.000Z', expiresAt: '2027-11-27T10:00:00.000Z' };
    expect(currentMembershipLine({ subscription: 'gold', membership: { subscription: 'gold', ...year } })).toBe(
      `Valid until Nov 27, 2027 · up to ${PACKAGES.gold.maxProducts} products`,
    );
    expect(currentMembershipLine({ subscription: 'standard', membership: null })).toBe(
      `Free, up to ${PACKAGES.standard.maxProducts} products`,
    );
    expect(currentMembershipLine({ subscription: 'premium', membership: null })).toBe(
      `No end date · up to ${PACKAGES.premium.maxProducts} products`,
    );
    // A paid year of another tier than the business's (its tier was changed by staff since) does not date it.
    expect(currentMembershipLine({ subscription: 'platinum', membership: { subscription: 'gold', ...year } })).toBe(
      `No end date · up to ${PACKAGES.platinum.maxProducts} products`,
    );
  });

  it('the paid message: tier, the cap it lifts from the packages, the end date', () => {
    const t = paidTexts({
      tier: 'premium',
      previousTier: 'gold',
      companyName: 'Keystone Valves',
      expiresAt: '2027-03-04T00:00:00.000Z',
      receiptID: 'r1',
      receiptNumber: 'WBN-000042',
    });
    expect(t.title).toBe('Payment received: Premium membership active');
    expect(t.cap).toBe(
      `Keystone Valves can now list up to ${PACKAGES.premium.maxProducts} products (${PACKAGES.gold.maxProducts} before).`,
    );
    expect(t.validUntil).toBe('Valid until Mar 4, 2027.');
  });
});
