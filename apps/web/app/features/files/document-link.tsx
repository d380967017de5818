/**
 * Documents (PDF spec sheets) as people see them: a PDF icon, the name and the size
 * ("Spec sheet.pdf · 240 KB"). `DocumentLink` opens the file in a new tab (the API serves it as a
 * download); `DocumentChip` is an uploaded document in a form, with a remove button.
 */
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
      <span className="min-w-0 truncate font-medium">{doc.name}</span>{' '}
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
