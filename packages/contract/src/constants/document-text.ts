/** How documents read in lists, forms and the company page (their upload checks are in files.ts). */

/** A size as readers read it: "860 bytes", "240 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = Math.round(bytes / 1024);
  if (kb < 1024) return `${kb} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}

/** How documents read in lists and forms. */
export const DOCUMENT_TEXT = {
  /** "Spec sheet.pdf · 240 KB" */
  label: (name: string, bytes: number) => `${name} · ${formatFileSize(bytes)}`,
  /** Said after a document link's name to screen readers. */
  opensInNewTab: '(PDF, opens in a new tab)',
  remove: (name: string) => `Remove ${name}`,
  uploading: (name: string) => `Uploading ${name}`,
  /** The first-page thumbnail's alternative text (decision 0075). */
  thumbnailAlt: (name: string) => `First page of ${name}`,
  /** The link to a public certificate's PDF on the company page. */
  pdfLink: (name: string) => `PDF of ${name}`,
} as const;
