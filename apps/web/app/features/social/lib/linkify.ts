/**
 * Post and comment text as plain text (never HTML, decision 0012): split into text and link
 * parts, where only http:// and https:// addresses become links. Trailing punctuation that
 * usually ends a sentence ("see https://x.com/a.") is left out of the link, as is a closing
 * bracket without its opening one.
 */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?'"]+$/;

/** Cuts sentence punctuation and unbalanced closing brackets off the end of an address. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (url.endsWith(close) && url.split(open).length < url.split(close).length)
      url = url.slice(0, -1).replace(TRAILING, '');
  }
  return url;
}

/** Only a well-formed http(s) address with a host becomes a link. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index ?? 0;
    const url = trimUrl(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    parts.push({ type: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
