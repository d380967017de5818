/**
 * Edit tab "certificates" (the certificates section): an editable list, each with name, dates, a
 * photo and a PDF (its first page shown as the server drew it) that visitors may download only
 * when marked public (decision 0075); saved as the full list.
 */
import { useId, useRef, useState } from 'react';
import { Award, Plus, Trash2 } from 'lucide-react';
import { CERTIFICATE_DOCUMENT_TEXT, type DocumentReference, type FileReference } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { AttachmentPicker, DocumentChip, DocumentThumbnail, ImagePicker } from '~/features/files/public';
import type { FieldErrors } from '../../lib/validation';
import { TextField } from '~/components/form-controls';
import { EmptyState } from '~/components/list-states';
import { EditForm } from './edit-form';
import { toFileRef, toPhoto } from './photo-ref';
import { useSaveSection } from './use-save-section';

const MAX_CERTIFICATES = 30;
type Item = {
  key: string;
  id?: string;
  name: string;
  issueDate: string;
  expireDate: string;
  photo: FileReference | null;
  document: (DocumentReference & { thumbnailUrl?: string }) | null;
  public: boolean;
};

export function CertificatesForm({ business }: { business: BusinessProfile }) {
  const counter = useRef(0);
  const [uploads, setUploads] = useState(0);
  // The section is a list: the draft holds it as `items` (a form's values are an object); errors keep the section's paths ("0.name").
  const { draft, get, set, errors, saving, onSubmit } = useSaveSection(business.businessID, 'certificates', {
    defaults: () => ({
      items: business.certificates.map((c): Item => ({
        key: c.id,
        id: c.id,
        name: c.name,
        issueDate: c.issueDate.slice(0, 10),
        expireDate: c.expireDate.slice(0, 10),
        photo: toFileRef(c.photo),
        document: c.document ?? null,
        public: !!c.public,
      })),
    }),
    toValue: (d) =>
      d.items.map((i) => ({
        id: i.id,
        name: i.name,
        issueDate: i.issueDate,
        expireDate: i.expireDate,
        photo: toPhoto(i.photo),
        ...(i.document
          ? {
              document: {
                url: i.document.url,
                name: i.document.name,
                size: i.document.size,
                contentType: i.document.contentType,
              },
            }
          : {}),
        public: i.public,
      })),
    check: (d) => {
      const extra: FieldErrors = {};
      d.items.forEach((i, n) => {
        if (i.issueDate && i.expireDate && i.expireDate < i.issueDate)
          extra[`${n}.expireDate`] = 'The expire date must not be before the issue date';
      });
      return extra;
    },
  });
  const items = draft.items;
  // From the form's current list, not this render's: an upload may finish after other changes.
  const setItems = (change: (list: Item[]) => Item[]) => set('items', change(get('items')));
  const update = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const add = () =>
    setItems((list) => [
      ...list,
      {
        key: `new-${(counter.current += 1)}`,
        name: '',
        issueDate: '',
        expireDate: '',
        photo: null,
        document: null,
        public: false,
      },
    ]);

  return (
    <EditForm businessID={business.businessID} onSubmit={onSubmit} saving={saving} busy={uploads > 0}>
      {items.length === 0 ? (
        <EmptyState icon={Award} title="No certificates yet">
          <p className="w-full text-sm text-slate-600">
            Add quality, safety or origin certificates so buyers can trust your products.
          </p>
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {items.map((item, n) => (
            <li key={item.key}>
              <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">Certificate {n + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
                  <ImagePicker
                    label="Photo"
                    target={{ kind: 'business', businessID: business.businessID }}
                    value={item.photo}
                    onChange={(v) => update(item.key, { photo: v })}
                    removable
                    onUploadingChange={(on) => setUploads((u) => u + (on ? 1 : -1))}
                  />
                  <div className="min-w-0 space-y-3">
                    <TextField
                      label="Name"
                      required
                      value={item.name}
                      onChange={(v) => update(item.key, { name: v })}
                      maxLength={160}
                      error={errors[`${n}.name`]}
                    />
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        label="Issue date"
                        type="date"
                        required
                        value={item.issueDate}
                        onChange={(v) => update(item.key, { issueDate: v })}
                        error={errors[`${n}.issueDate`]}
                      />
                      <TextField
                        label="Expire date"
                        type="date"
                        required
                        value={item.expireDate}
                        onChange={(v) => update(item.key, { expireDate: v })}
                        error={errors[`${n}.expireDate`]}
                      />
                    </div>
                    <CertificateDocument
                      item={item}
                      businessID={business.businessID}
                      error={errors[`${n}.document`]}
                      onChange={(patch) => update(item.key, patch)}
                      onUploadingChange={(on) => setUploads((u) => u + (on ? 1 : -1))}
                    />
                    <button
                      type="button"
                      onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
                      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Remove certificate {n + 1}
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {errors.certificates ? <p className="text-sm font-medium text-red-600">{errors.certificates}</p> : null}
      <button
        type="button"
        onClick={add}
        disabled={items.length >= MAX_CERTIFICATES}
        className={buttonClass('secondary', 'disabled:opacity-50')}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add a certificate
      </button>
    </EditForm>
  );
}

/** The certificate's PDF: its first page and name with a remove button, or the picker; and whether visitors may download it. */
function CertificateDocument({
  item,
  businessID,
  error,
  onChange,
  onUploadingChange,
}: {
  item: Item;
  businessID: string;
  error?: string;
  onChange: (patch: Partial<Item>) => void;
  onUploadingChange: (on: boolean) => void;
}) {
  const id = useId();
  const T = CERTIFICATE_DOCUMENT_TEXT;
  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-700">
        {T.label}
      </p>
      {item.document ? (
        <div className="space-y-2">
          <DocumentChip doc={item.document} onRemove={() => onChange({ document: null })} />
          <div className="flex items-start gap-3">
            <DocumentThumbnail doc={item.document} />
            <label className="flex min-w-0 items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={item.public}
                onChange={(e) => onChange({ public: e.target.checked })}
                aria-describedby={`${id}-hint`}
                className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              />
              <span>
                {T.public}
                <span id={`${id}-hint`} className="block text-xs text-slate-500">
                  {T.publicHint}
                </span>
              </span>
            </label>
          </div>
        </div>
      ) : (
        <AttachmentPicker
          pdfOnly
          target={{ kind: 'business', businessID }}
          buttonText={T.add}
          describedBy={`${id}-label`}
          onUploaded={(file) => {
            if ('name' in file) onChange({ document: file, public: false });
          }}
          onUploadingChange={onUploadingChange}
        />
      )}
      {error ? <p className="text-sm font-medium text-red-600">{error}</p> : null}
    </div>
  );
}
