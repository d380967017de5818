/**
 * "Import products" (decision 0037), in three steps: choose a CSV or XLSX file (refused here when
 * over the API's size limit, so nothing is sent), check it (the dry run: every row's action and
 * errors, nothing written), then import the rows that would change something. The API's refusals
 * of the file (unreadable, unknown column, too large, the catalogue changed meanwhile) show by the
 * file. Loaded on demand by catalogue-actions.tsx.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import {
  CATALOGUE_COLUMN_HELP,
  CATALOGUE_COLUMNS,
  CATALOGUE_MAX_BYTES,
  CATALOGUE_MSG,
  CATALOGUE_TEXT,
} from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { formatFileSize } from '~/lib/file-size';
import { toast } from '~/lib/toast';
import { DialogFrame } from '~/components/dialog-frame';
import {
  importMutationKey,
  useCheckCatalogue,
  useImportCatalogue,
  type CatalogueImportResult,
} from '../../api/catalogue-import';
import { catalogueTemplateBlob } from '../../lib/catalogue-template';
import { saveFile } from '~/lib/save-file';
import { ImportPreview } from './import-preview';

/** The extensions the file input offers (the API tells the formats apart by their content). */
export const CATALOGUE_ACCEPT = '.csv,.xlsx';

type Props = {
  businessID: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
};

export function ImportDialog({ businessID, open, onOpenChange, returnFocus }: Props) {
  const chooseButton = useRef<HTMLButtonElement>(null);
  // An import under way is one transaction on the server: the dialog stays until it has answered.
  const importing = useIsMutating({ mutationKey: importMutationKey(businessID) }) > 0;
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next && importing) return;
        onOpenChange(next);
      }}
      title={CATALOGUE_TEXT.importTitle}
      description={CATALOGUE_TEXT.importIntro}
      initialFocus={chooseButton}
      returnFocus={returnFocus}
    >
      {/* Inside the dialog's content: it unmounts on close, so the next opening starts afresh. */}
      <ImportForm businessID={businessID} chooseButton={chooseButton} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

/** What to say of a refusal by the file: the API's sentence about the file, or about the whole import (409: the catalogue changed meanwhile). */
const refusal = (e: unknown) => (isApiError(e) && e.status !== 409 && e.fields?.file) || errorText(e);

function ImportForm({
  businessID,
  chooseButton,
  onDone,
}: {
  businessID: string;
  chooseButton: RefObject<HTMLButtonElement | null>;
  onDone: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [preview, setPreview] = useState<CatalogueImportResult | null>(null);
  const check = useCheckCatalogue(businessID);
  const run = useImportCatalogue(businessID);
  const busy = check.isPending || run.isPending;
  const tooLarge = file !== null && file.size > CATALOGUE_MAX_BYTES;
  const error = tooLarge ? CATALOGUE_MSG.tooLarge : refused;
  const writable = preview ? preview.counts.create + preview.counts.update : 0;

  useEffect(() => {
    if (preview) summary.current?.focus();
  }, [preview]);

  const choose = (next: File) => {
    check.reset();
    run.reset();
    setPreview(null);
    setRefused(null);
    setFile(next);
  };

  const refuse = (e: unknown) => {
    setRefused(refusal(e));
    chooseButton.current?.focus();
  };

  const onCheck = () => {
    if (!file || tooLarge || busy) return;
    setRefused(null);
    check.mutate(file, { onSuccess: setPreview, onError: refuse });
  };

  const onImport = () => {
    if (!file || !preview || writable === 0 || busy) return;
    setRefused(null);
    run.mutate(file, {
      onSuccess: (result) => {
        toast.success(result.message ?? CATALOGUE_MSG.applied(result.counts.create, result.counts.update));
        onDone();
      },
      onError: refuse,
    });
  };

  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const nothingId = `${id}-nothing`;
  const progressId = `${id}-progress`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {CATALOGUE_TEXT.fileLabel}
        </span>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <button
            ref={chooseButton}
            id={buttonId}
            type="button"
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-describedby={[error ? errorId : null, rulesId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onClick={() => input.current?.click()}
            className={buttonClass('secondary', 'px-3 py-1.5 disabled:cursor-not-allowed disabled:opacity-50')}
          >
            <FileSpreadsheet aria-hidden className="h-4 w-4" />{' '}
            {file ? CATALOGUE_TEXT.chooseAnother : CATALOGUE_TEXT.chooseFile}
          </button>
          {file ? (
            <p className="min-w-0 text-sm text-slate-700">
              <span className="font-medium break-all">{file.name}</span>{' '}
              <span className="whitespace-nowrap text-slate-500">({formatFileSize(file.size)})</span>
            </p>
          ) : null}
        </div>
        <p id={rulesId} className="text-xs text-slate-500">
          {CATALOGUE_TEXT.fileRules}
        </p>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={CATALOGUE_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          aria-label={CATALOGUE_TEXT.fileLabel}
          disabled={busy}
          onChange={(e) => {
            const next = e.currentTarget.files?.[0];
            // Emptied, so choosing the same file again (edited meanwhile) is a change too.
            e.currentTarget.value = '';
            if (next) choose(next);
          }}
        />
      </div>

      <div className="flex flex-col gap-1.5 text-xs text-slate-600">
        <p>{CATALOGUE_TEXT.columnsHint}</p>
        <button
          type="button"
          onClick={() => saveFile(catalogueTemplateBlob(), CATALOGUE_TEXT.templateFileName)}
          className="self-start rounded font-semibold text-brand-600 underline hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {CATALOGUE_TEXT.template}
        </button>
        <details>
          <summary className="cursor-pointer rounded font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
            {CATALOGUE_TEXT.columnsHelp}
          </summary>
          <table className="mt-2 w-full border-collapse text-left">
            <thead className="sr-only">
              <tr>
                <th scope="col">{CATALOGUE_TEXT.columnHead}</th>
                <th scope="col">{CATALOGUE_TEXT.meaningHead}</th>
              </tr>
            </thead>
            <tbody>
              {[
                ...CATALOGUE_COLUMNS.map((c) => [c, CATALOGUE_COLUMN_HELP[c]] as const),
                [CATALOGUE_TEXT.specColumn, CATALOGUE_TEXT.specHelp] as const,
              ].map(([column, help]) => (
                <tr key={column} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-mono font-medium whitespace-nowrap text-slate-800">
                    {column}
                  </th>
                  <td className="py-1">{help}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>

      {preview ? <ImportPreview result={preview} summaryRef={summary} /> : null}

      {run.isPending ? (
        <div className="flex flex-col gap-1.5">
          {/* No value: an indeterminate bar (the server answers once, at the end of its one transaction). */}
          <progress aria-labelledby={progressId} className="h-2 w-full accent-brand-600" />
          <p id={progressId} className="text-sm text-slate-700">
            {CATALOGUE_TEXT.importing}
          </p>
        </div>
      ) : preview && writable === 0 ? (
        <p id={nothingId} className="text-sm text-slate-600">
          {CATALOGUE_TEXT.nothingToImport}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onDone}
          disabled={run.isPending}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
        >
          {CATALOGUE_TEXT.cancel}
        </button>
        {preview ? (
          <button
            type="button"
            onClick={onImport}
            disabled={writable === 0 || busy}
            aria-busy={run.isPending || undefined}
            aria-describedby={writable === 0 ? nothingId : undefined}
            className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {run.isPending ? <Spinner /> : null}
            {CATALOGUE_TEXT.importN(writable)}
          </button>
        ) : (
          <button
            type="button"
            onClick={onCheck}
            disabled={!file || tooLarge || busy}
            aria-busy={check.isPending || undefined}
            className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {check.isPending ? <Spinner /> : null}
            {check.isPending ? CATALOGUE_TEXT.checking : CATALOGUE_TEXT.check}
          </button>
        )}
      </div>
    </div>
  );
}
