/**
 * The mail catalogue (decision 0091): every edition's file has every message the code writes,
 * each translation is a valid ICU message with the English's values, and the e-mails' English
 * notification sentences are the bell's (the contract's), kind by kind.
 */
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  MAIL_LANGUAGES,
  NOTIFICATION_KINDS,
  sentenceText,
  type NotificationGroup,
  type NotificationKind,
} from '@wbn/contract';
import { mailWords, readMailCatalogue } from './mail-i18n.js';
import { mailSentence } from './mail-sentences.js';
import { mailTexts } from './mail-texts.js';

const english = readMailCatalogue('en');
const ids = Object.keys(english);

type Compiled = ReturnType<typeof compileMessage>;
/** The names of a message's values ({name}, {count, plural, …} and those inside its choices), sorted, once each. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Compiled) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (typeof part === 'string') continue;
      const [name, , choices] = part as [string, string?, Record<string, Compiled>?];
      names.add(name);
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the mail catalogues', () => {
  it('hold the messages the code writes', () => {
    expect(ids.length).toBeGreaterThan(100);
    expect(ids).toContain('Confirm your e-mail address for {site}');
    expect(ids).toContain('sent a quote on your request{quote}');
  });

  for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every message translated, valid ICU, with the English's values`, () => {
      const catalogue = readMailCatalogue(language);
      const missing = ids.filter((id) => !catalogue[id]?.trim());
      expect(missing, `untranslated in ${language}`).toEqual([]);
      for (const id of ids) {
        const translation = catalogue[id];
        expect(() => compileMessage(translation), `${language}: ${translation}`).not.toThrow();
        expect(valueNames(translation), `${language}: ${id}`).toEqual(valueNames(id));
        // A translation is not the English left in place (a value alone, like "{first} and {second}", may differ only in words).
        if (/[a-z]{4,}/.test(id.replace(/\{[^}]*\}/g, ''))) expect(translation, `${language}: ${id}`).not.toBe(id);
      }
    });
  }
});

const actor = (name: string, type: 'user' | 'business' = 'user') => ({ type, id: name, name, photo: null });
const group = (kind: NotificationKind, over: Partial<NotificationGroup> = {}): NotificationGroup => ({
  id: 'n1',
  kind,
  resource: { type: 'post', id: 'r1', title: null, state: null },
  actors: [actor('Ana Ruiz')],
  actorCount: 1,
  data: {},
  read: false,
  createdAt: new Date().toISOString(),
  link: null,
  ...over,
});
const titled = (type: string, title: string | null) => ({ type, id: 'r1', title, state: null });
const long = 'Fresh mangoes from the Dominican Republic, picked ripe and shipped in cold containers every week';

/** Every kind, with the variants its sentence has. */
const FIXTURES: NotificationGroup[] = [
  group('like'),
  group('like', { resource: titled('post', long), actors: [actor('Ana Ruiz'), actor('Bob Lee')], actorCount: 2 }),
  group('like', {
    resource: titled('comment', 'Great'),
    actors: [actor('Ana Ruiz'), actor('Bob Lee')],
    actorCount: 13,
  }),
  group('like', { resource: titled('product', 'Ball valve'), actorCount: 2 }),
  group('like', { resource: titled('product', null) }),
  group('comment', { resource: titled('business', 'Acme Valves'), data: { snippet: 'Do you ship to Peru?' } }),
  group('comment', { resource: titled('business', null) }),
  group('reply', { data: { snippet: 'Yes, weekly' } }),
  group('reply'),
  group('follow', { resource: titled('user', null) }),
  group('follow', { resource: titled('other', null) }),
  group('connection-request', { resource: titled('business', 'Acme Valves') }),
  group('connection-request', { resource: titled('business', null) }),
  group('connection-accepted'),
  group('invitation', { resource: titled('business', 'Acme Valves'), data: { role: 'admin' } }),
  group('invitation', { resource: titled('business', 'Acme Valves'), data: { role: 'member' } }),
  group('invitation', { resource: titled('business', null) }),
  group('invitation', { resource: titled('business', 'Acme Valves'), actors: [actor('Acme Valves', 'business')] }),
  group('inquiry', { resource: titled('business', 'Acme Valves'), data: { subject: 'Prices for 500 valves' } }),
  group('inquiry'),
  group('message', { data: { snippet: 'Hello' } }),
  group('payment', { resource: titled('business', 'Acme Valves') }),
  group('payment'),
  group('verification', { resource: titled('business', 'Acme Valves') }),
  group('verification', { resource: titled('business', null), data: { state: 'refused' } }),
  group('export'),
  group('warning', { data: { snippet: 'Please keep to trade topics.' } }),
  group('rfq', { resource: titled('rfq', 'Ball valves DN50'), data: { invited: 'yes', companyName: 'Acme Valves' } }),
  group('rfq', { resource: titled('rfq', null), data: { invited: 'yes' } }),
  group('rfq', { resource: titled('rfq', 'Ball valves DN50'), data: { companyName: 'Acme Valves' } }),
  group('rfq', { resource: titled('rfq', 'Ball valves DN50') }),
  group('quote', { resource: titled('rfq', 'Ball valves DN50') }),
  group('quote', { resource: titled('rfq', null) }),
  group('quote-decided', { resource: titled('rfq', 'Ball valves DN50'), data: { outcome: 'awarded' } }),
  group('quote-decided', { resource: titled('rfq', null), data: { outcome: 'awarded' } }),
  group('quote-decided', { resource: titled('rfq', 'Ball valves DN50'), data: { outcome: 'declined', snippet: long } }),
  group('quote-decided', { resource: titled('rfq', null), data: { outcome: 'declined' } }),
  group('saved-search', { data: { search: 'valves in Peru', count: '4' } }),
  group('saved-search', { resource: titled('product', 'Ball valve'), data: { search: 'valves', itemType: 'product' } }),
  group('saved-search', { resource: titled('rfq', null), data: { title: 'DN50', search: 'valves', itemType: 'rfq' } }),
  group('saved-search', { resource: titled('business', 'Acme'), data: { search: 'valves', itemType: 'business' } }),
  group('review', { resource: titled('business', 'Acme Valves'), data: { rating: '5' } }),
  group('review-reply', { data: { snippet: 'Thank you for your order' } }),
  ...['published', 'rejected', 'hidden', 'restored', 'other'].map((outcome) =>
    group('review-decided', {
      resource: titled('review', outcome === 'other' ? null : 'Acme Valves'),
      data: { outcome, snippet: 'It names a private person.' },
    }),
  ),
  ...[30, 7, 1, 0, -1, -3].map((days) =>
    group('certificate-expiry', {
      resource: titled('business', 'Acme'),
      data: { certificate: 'ISO  9001', days: `${days}` },
    }),
  ),
  group('certificate-expiry', { resource: titled('business', null), data: { days: '7' } }),
];

describe("the e-mails' notification sentences", () => {
  it('cover every kind', () => {
    expect(new Set(FIXTURES.map((g) => g.kind))).toEqual(new Set(NOTIFICATION_KINDS));
  });

  it('say in English exactly what the bell says', () => {
    const en = mailWords('en');
    for (const g of FIXTURES) expect(mailSentence(g, en), JSON.stringify(g.data)).toBe(sentenceText(g));
  });

  it('say it in each edition, with the members’ names and words as they wrote them', () => {
    const g = group('quote-decided', {
      actors: [actor('Ana Ruiz'), actor('Bob Lee')],
      actorCount: 2,
      resource: titled('rfq', 'Ball valves DN50'),
      data: { outcome: 'declined', snippet: 'Lead time too long' },
    });
    for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en')) {
      const s = mailSentence(g, mailWords(language));
      expect(s).toContain('Ana Ruiz');
      expect(s).toContain('Bob Lee');
      expect(s).toContain('Ball valves DN50');
      expect(s).toContain('Lead time too long');
      expect(s).not.toContain('chose another supplier');
    }
  });
});

describe('an e-mail in the recipient’s language', () => {
  it('links to the page in their edition, and English stays at the spec’s paths', () => {
    const link = 'https://wbn.example/verify-email?token=abc';
    expect(mailTexts.verifyEmail('a@example.com', { firstName: 'Ana', link, days: 7 }, 'es').text).toContain(
      'https://wbn.example/es/verify-email?token=abc',
    );
    const en = mailTexts.verifyEmail('a@example.com', { firstName: 'Ana', link, days: 7 });
    expect(en.subject).toBe('Confirm your e-mail address for WBN Miami');
    expect(en.text).toContain(`opening this link:\n${link}\n`);
  });
});
