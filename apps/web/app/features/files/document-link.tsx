/**
 * Documents (PDF spec sheets, certificates, verification documents) as people see them: a PDF
 * icon, the name and the size ("Spec sheet.pdf · 240 KB"). `DocumentLink` opens the file in a new
 * tab (the API serves it as a download); `DocumentChip` is an uploaded document in a form, with a
 * remove button; `DocumentThumbnail` its first page, drawn by the server (decision 0075).
 */
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { FileText, X } from 'lucide-react';
import { DOCUMENT_TEXT, formatFileSize, type DocumentReference } from '@wbn/contract/constants';

type Doc = Pick<DocumentReference, 'url' | 'name' | 'size'>;

function PdfIcon() {
  return <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-red-600" />;
}

export function DocumentLink({ doc, className }: { doc: Doc; className?: string }) {
  return (
    <a
      href={doc.url}
      target="_blank"
      rel="noreferrer"
      className={clsx(
        'inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      <PdfIcon />
      <span className="min-w-0 truncate font-medium">{doc.name}</span>{' '}
      <span className="shrink-0 text-slate-500">· {formatFileSize(doc.size)}</span>
      <span className="sr-only"> {DOCUMENT_TEXT.opensInNewTab}</span>
    </a>
  );
}

export function DocumentChip({ doc, onRemove, disabled }: { doc: Doc; onRemove: () => void; disabled?: boolean }) {
  return (
    <div className="inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3 text-sm text-slate-800">
      <PdfIcon />
      <span className="min-w-0 truncate font-medium" title={doc.name}>
        {doc.name}
      </span>{' '}
      <span className="shrink-0 text-slate-500">· {formatFileSize(doc.size)}</span>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={DOCUMENT_TEXT.remove(doc.name)}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** How often, and how far apart, a thumbnail not drawn yet is asked again (a job draws it within seconds of the upload). */
const THUMBNAIL_TRIES = 6;
const THUMBNAIL_RETRY_MS = 2000;

/**
 * The first page of a document, as the server drew it after the upload (decision 0075). Until it
 * is drawn (a few seconds: asked again meanwhile), or where the server cannot draw PDFs, the
 * address answers 404 and a PDF icon stands in its place.
 */
export function DocumentThumbnail({
  doc,
  className,
}: {
  doc: { name: string; url: string; thumbnailUrl?: string };
  className?: string;
}) {
  const thumbnailUrl = doc.thumbnailUrl ?? doc.url.replace(/[^/]+$/, 'thumbnail.webp');
  const [failed, setFailed] = useState<{ url: string; count: number } | null>(null);
  const count = failed?.url === thumbnailUrl ? failed.count : 0;
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (count === 0 || count >= THUMBNAIL_TRIES) return;
    const timer = setTimeout(() => setShown(count), THUMBNAIL_RETRY_MS);
    return () => clearTimeout(timer);
  }, [count]);
  const box = clsx('shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white', className ?? 'h-28 w-20');
  if (count > 0 && (count >= THUMBNAIL_TRIES || shown < count))
    return (
      <span className={clsx(box, 'inline-flex items-center justify-center')}>
        <FileText aria-hidden="true" className="h-8 w-8 text-red-600" />
        <span className="sr-only">{doc.name}</span>
      </span>
    );
  return (
    <img
      src={count ? `${thumbnailUrl}?try=${count}` : thumbnailUrl}
      alt={DOCUMENT_TEXT.thumbnailAlt(doc.name)}
      onError={() => setFailed({ url: thumbnailUrl, count: count + 1 })}
      className={clsx(box, 'object-cover object-top')}
    />
  );
}
