/**
 * The offer of a page in the edition the browser prefers (decision 0085). A module of its own: the
 * offer's code and texts load only when there is something to offer, not with every page.
 */
import type { Edition } from './editions.js';

/**
 * The line that offers a page in the edition the browser prefers (decision 0085), written in that
 * edition's language (the reader may not read the page's): what it says, its link, and its close
 * button's name.
 */
export const EDITION_OFFER: Record<Edition, { line: string; go: string; dismiss: string }> = {
  en: { line: 'This page is available in English.', go: 'Read it in English', dismiss: 'No, thanks' },
  es: { line: 'Esta página está disponible en español.', go: 'Verla en español', dismiss: 'No, gracias' },
  it: { line: 'Questa pagina è disponibile in italiano.', go: 'Leggila in italiano', dismiss: 'No, grazie' },
  zh: { line: '本页面提供中文版本。', go: '查看中文版', dismiss: '不用了，谢谢' },
};
