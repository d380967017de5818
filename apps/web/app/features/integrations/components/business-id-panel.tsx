/**
 * The business's ID and a first call to copy (decision 0070): the ID that the guide's examples and
 * the API's paths name the business by, and the curl that lists its products with a key, written
 * with this site's address (the root data's, lib/site-origin.ts), each with a Copy button.
 */
import { useId } from 'react';
import { Copy, Hash } from 'lucide-react';
import { DEVELOPERS_TAB_TEXT } from '@wbn/contract/constants';
import { productsByKeyCurl } from '~/lib/api-examples';
import { copyText } from '~/lib/copy-text';
import { useSiteOrigin } from '~/lib/site-origin';
import { toast } from '~/lib/toast';
import { rowButtonClass } from './integrations-ui';

const copy = (text: string, done: string) =>
  void copyText(text).then((ok) => (ok ? toast.success(done) : toast.error(DEVELOPERS_TAB_TEXT.copyFailed)));

export function BusinessIdPanel({ businessID }: { businessID: string }) {
  const id = useId();
  const command = productsByKeyCurl(useSiteOrigin(), businessID);
  return (
    <section aria-labelledby={`${id}-id`} className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h2 id={`${id}-id`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Hash aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {DEVELOPERS_TAB_TEXT.idHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{DEVELOPERS_TAB_TEXT.idHint}</p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
          {/* One tap or click selects it whole (select-all), for those who copy by hand. */}
          <code className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
            {businessID}
          </code>
          <button
            type="button"
            onClick={() => copy(businessID, DEVELOPERS_TAB_TEXT.idCopied)}
            className={`${rowButtonClass} self-start sm:self-auto`}
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            {DEVELOPERS_TAB_TEXT.copyId}
          </button>
        </div>
      </div>
      <div>
        <h3 id={`${id}-try`} className="text-base font-semibold text-slate-900">
          {DEVELOPERS_TAB_TEXT.tryHeading}
        </h3>
        <p className="mt-1 max-w-prose text-sm text-slate-600">{DEVELOPERS_TAB_TEXT.tryIntro}</p>
        {/* Scrolls sideways inside its box on a narrow screen, never the page: a named region the keyboard reaches. */}
        <pre
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-try`}
          className="mt-2 max-w-full overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-[13px] leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <code>{command}</code>
        </pre>
        <button
          type="button"
          onClick={() => copy(command, DEVELOPERS_TAB_TEXT.commandCopied)}
          className={`${rowButtonClass} mt-2`}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {DEVELOPERS_TAB_TEXT.copyCommand}
        </button>
      </div>
    </section>
  );
}
