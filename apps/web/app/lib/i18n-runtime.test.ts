/**
 * The editions' reader of compiled messages (PageI18n) says what Lingui's own runtime says, for the
 * forms the catalogues use, in every edition's locale; and English reads its source text.
 */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { PageI18n, type CompiledMessages } from './i18n-runtime';

const MESSAGES: Record<string, string> = {
  plain: 'Saved searches',
  placeholder: '{name}, {count} unread',
  plural: '{count, plural, one {# unread conversation} other {# unread conversations}}',
  exact: '{count, plural, =0 {No results} one {One result} other {# results for {term}}}',
  offset: '{count, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}',
  ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  select: '{kind, select, business {a business} product {a product} other {something}}',
  nested: '{kind, select, business {{count, plural, one {# company} other {# companies}}} other {{count} items}}',
  number: 'Total: {amount, number}',
};
const VALUES = [
  { name: 'Ana', count: 0, term: 'valves', n: 1, kind: 'business', amount: 1234567.5 },
  { name: 'Li', count: 1, term: 'válvulas', n: 2, kind: 'product', amount: 0.5 },
  { name: 'Marco', count: 2, term: '阀门', n: 3, kind: 'other', amount: 12 },
  { name: 'Zoë', count: 21, term: 'x', n: 23, kind: 'business', amount: 1000 },
  { name: 'Ed', count: 1005, term: 'y', n: 111, kind: 'business', amount: -3.25 },
];

describe('PageI18n', () => {
  const compiled: CompiledMessages = Object.fromEntries(
    Object.entries(MESSAGES).map(([id, m]) => [id, compileMessage(m) as CompiledMessages[string]]),
  );
  for (const locale of ['en-US', 'es-419', 'it-IT', 'zh-Hans']) {
    it(`formats every kind of message as @lingui/core does in ${locale}`, () => {
      const ours = new PageI18n('en', locale, compiled);
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
      for (const id of Object.keys(MESSAGES))
        for (const values of VALUES)
          expect(ours._({ id }, values), `${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
    });
  }

  it('reads a message missing from the catalogue from its source text, with its placeholders filled', () => {
    const english = new PageI18n('en', 'en-US');
    expect(english._({ id: 'x1', message: 'Account menu for {name}' }, { name: 'Ana Ruiz' })).toBe(
      'Account menu for Ana Ruiz',
    );
    expect(english._('Saved searches')).toBe('Saved searches');
    expect(new PageI18n('es', 'es-419', { 'Saved searches': 'Búsquedas guardadas' })._('Saved searches')).toBe(
      'Búsquedas guardadas',
    );
  });
});
