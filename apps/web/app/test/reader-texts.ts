/**
 * What a reader meets of a drawn page, for the editions' tests (decision 0085): its text and its
 * names for screen readers, and the runs of plain English letters in a text. A page drawn in the
 * pseudo-locale shows none outside what a test allows (every catalogue message is altered there).
 */
export function readerTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) texts.push(n.textContent.trim());
  for (const el of root.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!);
  return texts;
}

/** The runs of two or more plain English letters in a text, once the allowed words are taken out. */
export const englishIn = (text: string, allowed?: RegExp) =>
  (allowed ? text.replace(allowed, '') : text).match(/[A-Za-z]{2,}/g) ?? [];
