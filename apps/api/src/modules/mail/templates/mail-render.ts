/**
 * Turns a MailMessage into what leaves: the plain-text part (its words, plus the unsubscribe
 * lines for mail a member can stop) and the HTML part (mail-layout.tsx), and the RFC 8058
 * headers (`List-Unsubscribe` with an https link and a mailto, `List-Unsubscribe-Post`).
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import { SITE_NAME, SITE_PATHS } from '@wbn/contract';
import { mailWords, type MailWords } from '../../../core/mail-i18n.js';
import { linkIn } from '../../../core/mail-texts.js';
import type { MailMessage } from '../../../core/mail.js';
import type { MailList, UnsubscribeTokens } from '../../../core/unsubscribe-token.js';
import { htmlLangOf } from '@wbn/contract/editions';
import { MailLayout, type MailBlock, type MailFooter } from './mail-layout.js';

const LINK_LINE = /^https?:\/\/\S+$/;

/** Paragraphs (blank-line separated); a line that is only a link is its own block. */
export function mailBlocks(text: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  for (const para of text.split(/\n{2,}/)) {
    let words: string[] = [];
    const flush = () => {
      if (words.length) blocks.push({ kind: 'words', lines: words });
      words = [];
    };
    for (const line of para.split('\n')) {
      if (LINK_LINE.test(line.trim())) {
        flush();
        blocks.push({ kind: 'link', url: line.trim() });
      } else if (line.trim()) words.push(line);
    }
    flush();
  }
  return blocks;
}

/** What a list's e-mails are, as the footer says "your settings send you … by e-mail" (the settings page's topic, in lower case). */
const listWhat = (w: MailWords, list: MailList) =>
  w.t(
    /*i18n*/ '{list, select, digest {a daily digest} inquiry {inquiries to your businesses} message {messages in your conversations} comment {comments on your posts and products} reply {replies to your comments} like {likes} follow {new followers} connection_request {connection requests and acceptances} invitation {team invitations} rfq_matched {requests for quotation that match your businesses} quote_received {quotes on your requests, and buyers’ decisions on your quotes} saved_search {saved-search alerts} review {reviews of your businesses} my_reviews {replies and decisions on your reviews} certificate_expiry {certificates about to expire} payment {memberships and payments} other {security of your account}}',
    // ICU's choice keys are words: a topic's hyphens become underscores.
    { list: list.replace(/-/g, '_') },
  );

export type RenderedMail = { text: string; html: string; headers: Record<string, string> };

export function createMailRenderer(d: { publicUrl: string; from: string; tokens: UnsubscribeTokens }) {
  const site = d.publicUrl.replace(/\/+$/, '');
  const mailboxDomain = /@([^>\s]+)>?\s*$/.exec(d.from)?.[1] ?? 'wbn.local';

  return async function renderMail(m: MailMessage): Promise<RenderedMail> {
    const language = m.language ?? 'en';
    const w = mailWords(language);
    let text = m.text;
    const headers: Record<string, string> = {};
    let unsubscribe: MailFooter['unsubscribe'];
    if (m.list) {
      const token = d.tokens.sign(m.list.userId, m.list.topic);
      const url = linkIn(language, `${site}${SITE_PATHS.unsubscribe}?token=${token}`);
      const settingsUrl = linkIn(language, `${site}${SITE_PATHS.settings}`);
      const what = listWhat(w, m.list.topic);
      unsubscribe = {
        url,
        settingsUrl,
        why: w.t(/*i18n*/ 'You receive this e-mail because your {site} settings send you {what} by e-mail.', {
          site: SITE_NAME,
          what,
        }),
        stop: w.t(/*i18n*/ 'Unsubscribe'),
        or: w.t(/*i18n*/ 'or'),
        choose: w.t(/*i18n*/ 'choose what you receive'),
      };
      headers['List-Unsubscribe'] = `<${url}>, <mailto:unsubscribe@${mailboxDomain}?subject=unsubscribe%20${token}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      text += `\n\n--\n${w.t(
        /*i18n*/ 'You receive this e-mail because your settings send you {what} by e-mail.\nUnsubscribe: {url}\nChoose what you receive: {settingsUrl}',
        { what, url, settingsUrl },
      )}\n`;
    }
    const html = await render(
      createElement(MailLayout, {
        lang: htmlLangOf(language),
        subject: m.subject,
        blocks: mailBlocks(m.text),
        action: m.action ?? w.t(/*i18n*/ 'Open'),
        siteUrl: site,
        footer: {
          unsubscribe,
          always: w.t(/*i18n*/ 'This e-mail is about your {site} account and is always sent.', { site: SITE_NAME }),
          paste: w.t(/*i18n*/ 'Or paste this address into your browser:'),
        },
      }),
    );
    return { text, html, headers };
  };
}
export type MailRenderer = ReturnType<typeof createMailRenderer>;
