/**
 * The one time a secret is shown: a new API key's, or a new webhook's signing secret. The network
 * keeps only a hash (keys) or a sealed copy it never shows (webhooks), so this panel says so
 * plainly, offers Copy, and stays until the person hides it. Focus moves to it when it appears, so a
 * screen reader reads the warning and the keyboard is next to Copy.
 */
import { useEffect, useId, useRef } from 'react';
import { Copy, TriangleAlert } from 'lucide-react';
import { SECRET_PANEL_TEXT } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { copyText } from '~/lib/copy-text';
import { toast } from '~/lib/toast';

type Props = {
  heading: string;
  message: string;
  warning: string;
  label: string;
  secret: string;
  onDismiss: () => void;
};

export function SecretPanel({ heading, message, warning, label, secret, onDismiss }: Props) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const copy = () =>
    void copyText(secret).then((ok) =>
      ok ? toast.success(SECRET_PANEL_TEXT.copied) : toast.error(SECRET_PANEL_TEXT.copyFailed),
    );
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message ${id}-warning`}
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-amber-500 sm:p-5"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
        <div className="min-w-0 space-y-1">
          <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {heading}
          </h3>
          <p id={`${id}-message`} className="text-sm font-semibold text-amber-900">
            {message}
          </p>
          <p id={`${id}-warning`} className="text-sm text-amber-900">
            {warning}
          </p>
        </div>
      </div>
      <div>
        <p className="mb-1 text-xs font-semibold text-slate-700">{label}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
          {/* One tap or click selects it whole (select-all), for those who copy by hand. */}
          <code className="min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
            {secret}
          </code>
          <button type="button" onClick={copy} className={buttonClass('primary', 'shrink-0')}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {SECRET_PANEL_TEXT.copy}
          </button>
        </div>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {SECRET_PANEL_TEXT.dismiss}
      </button>
    </section>
  );
}
