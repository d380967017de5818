/** The forms' kit (lib/forms.ts, lib/field-errors.ts): the lazily loaded schema, extra checks, moved errors, the API's field errors. */
import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { setServerErrors } from './field-errors';
import { errorMessage, flatErrors, schemaResolver } from './forms';

const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<never>;

describe('schemaResolver', () => {
  it("checks with the contract's schema, loaded on demand, and hands on its output", async () => {
    const resolver = schemaResolver<{ email: string; password: string }>((s) => s.ZLoginRequest);
    expect(await resolver({ email: ' Ana@Example.com ', password: 'x' }, undefined, options as never)).toEqual({
      values: { email: 'ana@example.com', password: 'x' },
      errors: {},
    });
    const refused = await resolver({ email: 'nope', password: '' }, undefined, options as never);
    expect(refused.values).toEqual({});
    expect(Object.keys(refused.errors)).toEqual(['email', 'password']);
  });

  it('adds the checks the schema cannot make and shows an error on another field', async () => {
    type Values = { subject: string; other: string; confirm: string };
    const resolver = schemaResolver<Values, unknown, { min: number }>((s) => s.ZRefuseVerificationRequest, {
      input: (v) => ({ reason: v.subject === 'Other' ? v.other : v.subject }),
      also: (v, c) => ({ confirm: v.confirm.length < c.min ? 'Too short' : undefined }),
      errorsOn: (v) => (v.subject === 'Other' ? { reason: 'other' } : {}),
    });
    const result = await resolver({ subject: 'Other', other: ' ', confirm: 'a' }, { min: 2 }, options as never);
    expect(flatErrors(result.errors)).toEqual({ other: expect.any(String), confirm: 'Too short' });
    expect(await resolver({ subject: 'Fine', other: '', confirm: 'ab' }, { min: 2 }, options as never)).toEqual({
      values: { reason: 'Fine' },
      errors: {},
    });
  });
});

describe('setServerErrors', () => {
  it("puts the API's messages on the form's fields in its order, a part's on its field, and focuses the first", () => {
    const setError = vi.fn();
    const shown = setServerErrors(
      setError,
      { 'categories.0': 'Unknown category', email: 'Taken', other: 'Not a field' },
      ['email', 'categories'] as never,
    );
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['categories', { type: 'server', message: 'Unknown category' }, { shouldFocus: false }],
    ]);
    expect(setServerErrors(vi.fn(), { token: 'Expired' }, ['password'] as never)).toBe(false);
    expect(setServerErrors(vi.fn(), undefined, ['password'] as never)).toBe(false);
  });
});

describe('error messages of groups', () => {
  it('finds the first message under a field and flattens nested errors to paths', () => {
    const errors = {
      categories: [undefined, { message: 'Unknown', type: 'x' }],
      country: { code: { message: 'Pick one', type: 'x' } },
      root: { server: { message: 'Down', type: 'x' } },
    };
    expect(errorMessage(errors.categories)).toBe('Unknown');
    expect(errorMessage(undefined)).toBeUndefined();
    expect(flatErrors(errors)).toEqual({
      'categories.1': 'Unknown',
      'country.code': 'Pick one',
      'root.server': 'Down',
    });
  });
});
