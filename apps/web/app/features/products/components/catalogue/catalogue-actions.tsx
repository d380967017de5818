/**
 * The Products tab's catalogue actions for its owner and admins (decision 0037): Import opens the
 * import dialog; Export CSV and Export XLSX download the whole catalogue, hidden products too.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Download, Loader2, Upload } from 'lucide-react';
import { CATALOGUE_TEXT, type CatalogueFormat } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { errorText } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { exportCatalogue } from '../../api/catalogue-export';

// The dialog (its preview, the template and the import's calls) loads when it is first wanted, not with the list (decision 0009).
const loadImportDialog = () => import('./import-dialog');
const ImportDialog = lazy(() => loadImportDialog().then((m) => ({ default: m.ImportDialog })));

const EXPORTS: { format: CatalogueFormat; label: string }[] = [
  { format: 'csv', label: CATALOGUE_TEXT.exportCsv },
  { format: 'xlsx', label: CATALOGUE_TEXT.exportXlsx },
];

export function CatalogueActions({ businessID }: { businessID: string }) {
  const [exporting, setExporting] = useState<CatalogueFormat | null>(null);
  // Mounted from the first opening on, so closing can hand the focus back to the Import button.
  const [importMounted, setImportMounted] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);

  const download = (format: CatalogueFormat) => {
    if (exporting) return;
    setExporting(format);
    exportCatalogue(businessID, format)
      .catch((e: unknown) => toast.error(errorText(e)))
      .finally(() => setExporting(null));
  };

  return (
    <>
      <button
        ref={importButton}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadImportDialog()}
        onFocus={() => void loadImportDialog()}
        onClick={() => {
          setImportMounted(true);
          setImportOpen(true);
        }}
        className={buttonClass('secondary')}
      >
        <Upload aria-hidden className="h-4 w-4" /> {CATALOGUE_TEXT.importButton}
      </button>
      {EXPORTS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          onClick={() => download(format)}
          disabled={exporting !== null}
          aria-busy={exporting === format || undefined}
          className={buttonClass('secondary', 'disabled:cursor-not-allowed disabled:opacity-50')}
        >
          {exporting === format ? (
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          ) : (
            <Download aria-hidden className="h-4 w-4" />
          )}{' '}
          {label}
        </button>
      ))}
      {importMounted ? (
        <Suspense fallback={null}>
          <ImportDialog
            businessID={businessID}
            open={importOpen}
            onOpenChange={setImportOpen}
            returnFocus={importButton}
          />
        </Suspense>
      ) : null}
    </>
  );
}
