/**
 * Turns a MailMessage into what leaves: the plain-text part (its words, plus the unsubscribe
 * lines for mail a member can stop) and the HTML part (mail-layout.tsx), and the RFC 8058
 * headers (`List-Unsubscribe` with an https link and a mailto, `List-Unsubscribe-Post`).
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import { NOTIFICATION_TOPIC_LABELS, SITE_PATHS } from '@wbn/contract';
import type { MailMessage } from '../../../core/mail.js';
import type { UnsubscribeTokens } from '../../../core/unsubscribe-token.js';
import { MailLayout, type MailBlock } from './mail-layout.js';

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

export type RenderedMail = { text: string; html: string; headers: Record<string, string> };

export function createMailRenderer(d: { publicUrl: string; from: string; tokens: UnsubscribeTokens }) {
  const site = d.publicUrl.replace(/\/+$/, '');
  const mailboxDomain = /@([^>\s]+)>?\s*$/.exec(d.from)?.[1] ?? 'wbn.local';

  return async function renderMail(m: MailMessage): Promise<RenderedMail> {
    let text = m.text;
    const headers: Record<string, string> = {};
    let unsubscribe: { url: string; settingsUrl: string; what: string } | undefined;
    if (m.list) {
      const token = d.tokens.sign(m.list.userId, m.list.topic);
      const oneClick = `${site}${SITE_PATHS.unsubscribe}?token=${token}`;
      const what = m.list.topic === 'digest' ? 'a daily digest' : NOTIFICATION_TOPIC_LABELS[m.list.topic].toLowerCase();
      unsubscribe = {
        url: `${site}${SITE_PATHS.unsubscribe}?token=${token}`,
        settingsUrl: `${site}${SITE_PATHS.settings}`,
        what,
      };
      headers['List-Unsubscribe'] =
        `<${oneClick}>, <mailto:unsubscribe@${mailboxDomain}?subject=unsubscribe%20${token}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      text += `\n\n--\nYou receive this e-mail because your settings send you ${what} by e-mail.\nUnsubscribe: ${unsubscribe.url}\nChoose what you receive: ${unsubscribe.settingsUrl}\n`;
    }
    const html = await render(
      createElement(MailLayout, {
        subject: m.subject,
        blocks: mailBlocks(m.text),
        action: m.action ?? 'Open',
        siteUrl: site,
        unsubscribe,
      }),
    );
    return { text, html, headers };
  };
}
export type MailRenderer = ReturnType<typeof createMailRenderer>;
