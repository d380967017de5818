/**
 * The e-mails' words in the recipient's language (decision 0091), with the library of the web
 * app's editions (Lingui, decision 0085). Each message is written once, in English, where it is
 * used: an ICU message marked for extraction (`/*i18n*\/ 'Hello {name}'`), which is its own id, as
 * the web app's messages are keyed by their English. `npm run i18n:extract -w apps/api` gathers
 * them into src/locales/<language>/mail.po; a translator fills each edition's file. The catalogues
 * are read and compiled here once per language; a message a catalogue lacks reads in English (a
 * test fails first: every catalogue has every message).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { MAIL_LANGUAGES, type MailLanguage } from '@wbn/contract';
import { EDITION_LOCALES } from '@wbn/contract/editions';
import { API_ROOT } from '../lib/paths.js';

/** Where the mail catalogues live (copied beside the bundle by the Dockerfile, as the migrations). */
export const MAIL_LOCALES_DIR = path.join(API_ROOT, 'src/locales');

/** A catalogue's messages as its PO file has them: English message (the msgid) → its translation ('' when missing). */
export function readMailCatalogue(language: MailLanguage): Record<string, string> {
  const po = PO.parse(readFileSync(path.join(MAIL_LOCALES_DIR, language, 'mail.po'), 'utf8'));
  return Object.fromEntries(po.items.filter((i) => !i.obsolete).map((i) => [i.msgid, i.msgstr[0] ?? '']));
}

const instances = new Map<MailLanguage, I18n>();

function load(language: MailLanguage): I18n {
  const locale = EDITION_LOCALES[language];
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  if (language !== 'en')
    for (const [id, text] of Object.entries(readMailCatalogue(language))) if (text) messages[id] = compileMessage(text);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // English, and any message a catalogue lacks, reads from the code's English.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** Lingui's reader of the mail catalogue in `language` (read from its file once per process). */
export function mailI18n(language: MailLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = load(language);
    instances.set(language, i18n);
  }
  return i18n;
}

/** Every mail catalogue, read (the server's start, so a missing file stops it there and not at the first e-mail). */
export const loadMailCatalogues = () => void MAIL_LANGUAGES.map(mailI18n);

export type MailWords = {
  language: MailLanguage;
  /** The message (its English, as marked in the code) in this language, with its values. */
  t: (message: string, values?: Record<string, unknown>) => string;
};

/** The words of one language, for one e-mail. */
export function mailWords(language: MailLanguage): MailWords {
  const i18n = mailI18n(language);
  return { language, t: (message, values) => i18n._(message, values) };
}
