/**
 * The mail module's front door (decisions 0022, 0031, 0066): every e-mail leaves through the job
 * queue, as text and HTML, to SMTP when configured (the outbox otherwise); mail a member can stop
 * carries a signed one-click unsubscribe. Each e-mail is in its recipient's language (decision 0091);
 * the catalogues are read here at start, so a missing one stops the server, not an e-mail. It has
 * no routes (the unsubscribe pages are the notifications module's).
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { loadMailCatalogues } from '../../core/mail-i18n.js';
import { createUnsubscribeTokens } from '../../core/unsubscribe-token.js';
import { createSmtpTransport } from '../../ports/mail.js';
import { defineMailDelivery } from './mail.service.js';
import { createMailRenderer } from './templates/mail-render.js';

export function createMailModule(p: Platform) {
  const c = p.config;
  loadMailCatalogues();
  const smtp = c.mailTransport === 'smtp' && c.SMTP_URL ? createSmtpTransport(c.SMTP_URL) : undefined;
  if (smtp) p.onClose(async () => smtp.close());
  const render = createMailRenderer({
    publicUrl: c.PUBLIC_URL,
    from: c.MAIL_FROM,
    tokens: createUnsubscribeTokens(p.secret),
  });
  defineMailDelivery({ db: p.db, queue: p.queue, smtp, from: c.MAIL_FROM, log: p.log, render });
  return { name: 'mail' } satisfies ApiModule;
}
