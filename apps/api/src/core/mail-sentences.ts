/**
 * A notification's sentence in an e-mail, in the recipient's language (decision 0091): who ("Ana
 * Ruiz", "Ana Ruiz and Bob Lee", "Ana Ruiz and 12 others") and what ("liked your post “Fresh
 * mangoes…”"). The same sentences as the bell's (the contract's `sentenceText`, whose English a
 * test holds these equal to), written as the mail catalogue's messages.
 */
import { SELF_NOTIFICATION_KINDS, shortQuote, type NotificationGroup } from '@wbn/contract';
import type { MailWords } from './mail-i18n.js';

type Subject = Pick<NotificationGroup, 'kind' | 'actors' | 'actorCount' | 'resource' | 'data'>;

export function mailSentence(g: Subject, w: MailWords): string {
  const { t } = w;
  /** A member's words in the sentence, cut and quoted ('' when none). */
  const q = (s: string | null | undefined, max = 60) => {
    const text = shortQuote(s, max);
    return text ? t(/*i18n*/ ' “{text}”', { text }) : '';
  };
  /** A reason after the sentence: ': “…”'. */
  const because = (s: string | null | undefined) => {
    const text = shortQuote(s, 120);
    return text ? t(/*i18n*/ ': “{text}”', { text }) : '';
  };
  const title = g.resource.title;
  const d = g.data;
  const yourBusiness = () => title ?? t(/*i18n*/ 'your business');

  const target = () => {
    switch (g.resource.type) {
      case 'post':
        return t(/*i18n*/ 'your post{quote}', { quote: q(title) });
      case 'comment':
        return t(/*i18n*/ 'your comment{quote}', { quote: q(title) });
      case 'business':
        return yourBusiness();
      case 'product':
        return title ?? t(/*i18n*/ 'your product');
      case 'user':
        return t(/*i18n*/ 'you');
      default:
        return title ?? t(/*i18n*/ 'your content');
    }
  };

  const reviewDecided = () => {
    const business = title ?? t(/*i18n*/ 'a business');
    const reason = because(d.snippet);
    switch (d.outcome) {
      case 'published':
        return t(/*i18n*/ 'Your review of {business} is published', { business });
      case 'rejected':
        return t(/*i18n*/ 'Your review of {business} was not published{reason}', { business, reason });
      case 'hidden':
        return t(/*i18n*/ 'Your review of {business} was hidden by our team{reason}', { business, reason });
      case 'restored':
        return t(/*i18n*/ 'Your review of {business} is shown again', { business });
      default:
        return t(/*i18n*/ 'Your review of {business} was reviewed by our team', { business });
    }
  };

  const certificate = () => {
    const name = (d.certificate ?? title ?? '').replace(/\s+/g, ' ').trim() || t(/*i18n*/ 'certificate');
    const days = Number(d.days) || 0;
    if (days === 0) return t(/*i18n*/ 'Your certificate {name} expires today', { name });
    if (days === 1) return t(/*i18n*/ 'Your certificate {name} expires tomorrow', { name });
    if (days > 1)
      return t(/*i18n*/ 'Your certificate {name} expires in {days, plural, one {# day} other {# days}}', {
        name,
        days,
      });
    if (days === -1) return t(/*i18n*/ 'Your certificate {name} expired yesterday', { name });
    return t(/*i18n*/ 'Your certificate {name} expired {days, plural, one {# day} other {# days}} ago', {
      name,
      days: -days,
    });
  };

  const savedSearch = () => {
    const search = q(d.search);
    if (isSummary(g))
      return t(/*i18n*/ '{count, plural, one {# new match} other {# new matches}} for your saved search{search}', {
        count: Number(d.count),
        search,
      });
    const quote = q(title ?? d.title);
    if (d.itemType === 'product')
      return t(/*i18n*/ 'added{quote}, matching your saved search{search}', { quote, search });
    if (d.itemType === 'rfq')
      return t(/*i18n*/ 'asks for quotes{quote}, matching your saved search{search}', { quote, search });
    return t(/*i18n*/ 'joined the network, matching your saved search{search}', { search });
  };

  const action = (): string => {
    switch (g.kind) {
      case 'like':
        return t(/*i18n*/ 'liked {target}', { target: target() });
      case 'comment':
        return t(/*i18n*/ 'commented on {target}{quote}', { target: target(), quote: q(d.snippet) });
      case 'reply':
        return t(/*i18n*/ 'replied to your comment{quote}', { quote: q(d.snippet) });
      case 'follow':
        return t(/*i18n*/ 'started following {target}', { target: target() });
      case 'connection-request':
        return t(/*i18n*/ 'wants to connect with {business}', { business: yourBusiness() });
      case 'connection-accepted':
        return t(/*i18n*/ 'accepted your connection request');
      case 'invitation': {
        const role = d.role === 'admin' || d.role === 'member' ? d.role : 'none';
        // The business itself may be the one inviting: "Acme invited you to join their team".
        if (g.actors[0]?.type === 'business' && (!title || g.actors[0].name === title))
          return t(
            /*i18n*/ 'invited you to join their team{role, select, admin { as an admin} member { as a member} other {}}',
            { role },
          );
        return t(
          /*i18n*/ 'invited you to join {business}{role, select, admin { as an admin} member { as a member} other {}}',
          { business: title ?? t(/*i18n*/ 'a business'), role },
        );
      }
      case 'inquiry':
        return title
          ? t(/*i18n*/ 'sent an inquiry to {business}{quote}', { business: title, quote: q(d.subject) })
          : t(/*i18n*/ 'sent an inquiry{quote}', { quote: q(d.subject) });
      case 'message':
        return t(/*i18n*/ 'sent you a message{quote}', { quote: q(d.snippet) });
      case 'payment':
        return title ? t(/*i18n*/ 'paid for {title}', { title }) : t(/*i18n*/ 'paid');
      case 'export':
        return t(/*i18n*/ 'Your data is ready to download');
      case 'warning':
        return t(/*i18n*/ 'The WBN team sent you a warning{quote}', { quote: q(d.snippet) });
      case 'rfq': {
        const quote = q(title);
        if (d.invited === 'yes') {
          const business = d.companyName ?? t(/*i18n*/ 'your business');
          return quote
            ? t(/*i18n*/ 'invited {business} to quote on{quote}', { business, quote })
            : t(/*i18n*/ 'invited {business} to quote on a request', { business });
        }
        return d.companyName
          ? t(/*i18n*/ 'asks for quotes{quote}, matching {business}', { quote, business: d.companyName })
          : t(/*i18n*/ 'asks for quotes{quote}', { quote });
      }
      case 'quote':
        return t(/*i18n*/ 'sent a quote on your request{quote}', { quote: q(title) });
      case 'quote-decided': {
        const quote = q(title);
        if (d.outcome === 'awarded')
          return quote
            ? t(/*i18n*/ 'chose your quote on{quote}', { quote })
            : t(/*i18n*/ 'chose your quote on their request');
        const reason = because(d.snippet);
        return quote
          ? t(/*i18n*/ 'chose another supplier for{quote}{reason}', { quote, reason })
          : t(/*i18n*/ 'chose another supplier for their request{reason}', { reason });
      }
      case 'saved-search':
        return savedSearch();
      case 'review':
        return t(/*i18n*/ 'reviewed {business}', { business: yourBusiness() });
      case 'certificate-expiry':
        return certificate();
      case 'review-reply':
        return t(/*i18n*/ 'replied to your review{quote}', { quote: q(d.snippet) });
      case 'review-decided':
        return reviewDecided();
      case 'verification':
        return d.state === 'refused'
          ? t(/*i18n*/ 'refused the verification of {business}', { business: yourBusiness() })
          : t(/*i18n*/ 'verified {business}', { business: yourBusiness() });
      default:
        return t(/*i18n*/ 'did something');
    }
  };

  // About the member themself (their export is ready), or a summary of their saved search: no one to name.
  if (SELF_NOTIFICATION_KINDS.includes(g.kind) || isSummary(g)) return action();
  const first = g.actors[0]?.name ?? t(/*i18n*/ 'Someone');
  const second = g.actors[1]?.name;
  const others = Math.max(0, g.actorCount - 1);
  const who =
    g.actorCount === 2 && second
      ? t(/*i18n*/ '{first} and {second}', { first, second })
      : others
        ? t(/*i18n*/ '{first} and {others, plural, one {# other} other {# others}}', { first, others })
        : first;
  return t(/*i18n*/ '{who} {action}', { who, action: action() });
}

/** A saved search's summary of several new matches (decision 0041): about the search, no one to name. */
const isSummary = (g: Subject) => g.kind === 'saved-search' && Number(g.data.count) > 1;
