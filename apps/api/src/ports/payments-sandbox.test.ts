import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, luhnValid } from './payments-sandbox.js';

const now = new Date('2026-06-15T00:00:00Z');
const card = (over: Partial<{ number: string; expMonth: string; expYear: string; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '30',
  cvc: '123',
  ...over,
});

describe('the sandbox card form checks a card as a provider does', () => {
  it('accepts the test numbers (Luhn), with spaces, and knows their brands', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkCard(card(), now)).toEqual({ digits: '4242424242424242', brand: 'visa' });
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(checkCard(card({ number: '3782 822463 10005', cvc: '1234' }), now)).toEqual({
      digits: '378282246310005',
      brand: 'amex',
    });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'invalid_number', 'Your card number is invalid.'],
    [{ number: '1234' }, 'invalid_number', 'Your card number is invalid.'],
    [{ expMonth: '13' }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [{ expYear: '25' }, 'invalid_expiry_year_past', "Your card's expiration year is in the past."],
    [{ expYear: '2026', expMonth: '05' }, 'invalid_expiry_month_past', "Your card's expiration date is in the past."],
    [{ cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
  ])('refuses %o with %s', (over, code, message) => {
    expect(checkCard(card(over), now)).toMatchObject({ code, message });
  });

  it('a card expiring this month is still good', () => {
    expect(checkCard(card({ expYear: '2026', expMonth: '06' }), now)).toMatchObject({ brand: 'visa' });
  });
});
