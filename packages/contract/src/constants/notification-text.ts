/**
 * The sentence of a grouped notification, in the bell, on the notifications page and in the
 * e-mails: who ("Ana Ruiz", "Ana Ruiz and Bob Lee", "Ana Ruiz and 12 others") and what ("liked
 * your post “Fresh mangoes…”").
 */
import { certificateExpiryText } from './certificates.js';
import {
  EXPORT_READY_TEXT,
  SELF_NOTIFICATION_KINDS,
  WARNING_NOTICE_TEXT,
  type NotificationKind,
} from './notifications.js';

/** What a sentence reads of a notification group (schemas' NotificationGroup has it; named here without zod, decision 0009). */
export type SentenceSubject = {
  kind: NotificationKind;
  actors: { type: string; name: string }[];
  actorCount: number;
  resource: { type: string; title: string | null };
  data: Record<string, string>;
};

export type Sentence = { names: string[]; others: number; rest: string };

/** A member's words as a sentence quotes them: on one line, cut at a word before `max` characters with "…"; '' when none. */
export function shortQuote(s: string | null | undefined, max = 60): string {
  if (!s) return '';
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const quoted = (s: string | null | undefined, max = 60) => {
  const t = shortQuote(s, max);
  return t ? ` “${t}”` : '';
};

/** What was acted on, from the recipient's side. */
function target(g: SentenceSubject): string {
  const title = g.resource.title;
  switch (g.resource.type) {
    case 'post':
      return `your post${quoted(title)}`;
    case 'comment':
      return `your comment${quoted(title)}`;
    case 'business':
      return title ?? 'your business';
    case 'product':
      return title ?? 'your product';
    case 'user':
      return 'you';
    default:
      return title ?? 'your content';
  }
}

/** What staff decided on the member's review (decision 0078), with their reason when they gave one. */
function reviewDecidedText(outcome: string | undefined, title: string | null, reason: string | undefined): string {
  const of = `Your review of ${title ?? 'a business'}`;
  const why = reason ? `:${quoted(reason, 120)}` : '';
  switch (outcome) {
    case 'published':
      return `${of} is published`;
    case 'rejected':
      return `${of} was not published${why}`;
    case 'hidden':
      return `${of} was hidden by our team${why}`;
    case 'restored':
      return `${of} is shown again`;
    default:
      return `${of} was reviewed by our team`;
  }
}

/** A saved search's summary of several new matches (decision 0041): about the search, no one to name. */
const isSummary = (g: SentenceSubject) => g.kind === 'saved-search' && Number(g.data.count) > 1;

function action(g: SentenceSubject): string {
  const title = g.resource.title;
  const d = g.data;
  switch (g.kind) {
    case 'like':
      return `liked ${target(g)}`;
    case 'comment':
      return `commented on ${target(g)}${quoted(d.snippet)}`;
    case 'reply':
      return `replied to your comment${quoted(d.snippet)}`;
    case 'follow':
      return `started following ${target(g)}`;
    case 'connection-request':
      return `wants to connect with ${title ?? 'your business'}`;
    case 'connection-accepted':
      return 'accepted your connection request';
    case 'invitation': {
      const as = d.role === 'admin' ? ' as an admin' : d.role === 'member' ? ' as a member' : '';
      // The business itself may be the one inviting: "Acme invited you to join their team".
      const whom =
        g.actors[0]?.type === 'business' && (!title || g.actors[0].name === title)
          ? 'their team'
          : (title ?? 'a business');
      return `invited you to join ${whom}${as}`;
    }
    case 'inquiry':
      return `sent an inquiry${title ? ` to ${title}` : ''}${quoted(d.subject)}`;
    case 'message':
      return `sent you a message${quoted(d.snippet)}`;
    case 'payment':
      return `paid${title ? ` for ${title}` : ''}`;
    case 'export':
      return EXPORT_READY_TEXT;
    case 'warning':
      return `${WARNING_NOTICE_TEXT}${quoted(d.snippet)}`;
    case 'rfq':
      return d.invited === 'yes'
        ? `invited ${d.companyName ?? 'your business'} to quote on${quoted(title) || ' a request'}`
        : `asks for quotes${quoted(title)}${d.companyName ? `, matching ${d.companyName}` : ''}`;
    case 'quote':
      return `sent a quote on your request${quoted(title)}`;
    case 'quote-decided':
      return d.outcome === 'awarded'
        ? `chose your quote on${quoted(title) || ' their request'}`
        : `chose another supplier for${quoted(title) || ' their request'}${d.snippet ? `:${quoted(d.snippet, 120)}` : ''}`;
    case 'saved-search': {
      const search = `your saved search${quoted(d.search)}`;
      if (isSummary(g)) return `${d.count} new matches for ${search}`;
      const what = title ?? d.title;
      if (d.itemType === 'product') return `added${quoted(what)}, matching ${search}`;
      if (d.itemType === 'rfq') return `asks for quotes${quoted(what)}, matching ${search}`;
      return `joined the network, matching ${search}`;
    }
    case 'review':
      return `reviewed ${title ?? 'your business'}`;
    case 'certificate-expiry':
      return certificateExpiryText({ certificate: d.certificate ?? title ?? '', days: Number(d.days) || 0 });
    case 'review-reply':
      return `replied to your review${quoted(d.snippet)}`;
    case 'review-decided':
      return reviewDecidedText(d.outcome, title, d.snippet);
    case 'verification':
      return d.state === 'refused'
        ? `refused the verification of ${title ?? 'your business'}`
        : `verified ${title ?? 'your business'}`;
    default:
      return 'did something';
  }
}

/** The sentence in English (the e-mails' words in each language are the API's mail catalogue, decision 0091). */
export function sentenceOf(g: SentenceSubject): Sentence {
  // About the member themself (their export is ready), or a summary of their saved search: no one to name.
  if (SELF_NOTIFICATION_KINDS.includes(g.kind) || isSummary(g)) return { names: [], others: 0, rest: action(g) };
  const first = g.actors[0]?.name ?? 'Someone';
  const second = g.actors[1]?.name;
  if (g.actorCount === 2 && second) return { names: [first, second], others: 0, rest: action(g) };
  return { names: [first], others: Math.max(0, g.actorCount - 1), rest: action(g) };
}

/** The sentence as plain text (accessible names, tests). */
export function sentenceText(g: SentenceSubject): string {
  const s = sentenceOf(g);
  if (!s.names.length) return s.rest;
  const who =
    s.names.length === 2
      ? `${s.names[0]} and ${s.names[1]}`
      : s.others
        ? `${s.names[0]} and ${s.others} ${s.others === 1 ? 'other' : 'others'}`
        : s.names[0];
  return `${who} ${s.rest}`;
}
