/** Saving a file the page holds (an export fetched with the session, a template made here) as a download. */

/** Hands `blob` to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later, not at once: some browsers read the address after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name a content-disposition header gives (`filename*=UTF-8''…` first, then `filename="…"`),
 * without any folder part, or `fallback`.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  let name: string | undefined;
  const encoded = /filename\*\s*=\s*(?:[\w-]+'[^']*')?("?)([^";]+)\1/i.exec(disposition)?.[2];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i
    .exec(disposition)
    ?.slice(1)
    .find((v) => v !== undefined);
  const base = name?.replace(/\\(.)/g, '$1').split(/[\\/]/).pop()?.trim();
  return base || fallback;
}
