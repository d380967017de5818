/** 'Error loading data' with a Retry button (products tab and product page). Its own module so the product page does not load the products tab. */
import { useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { buttonClass } from '~/components/button-link';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <p className="text-sm text-red-700">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
        <RotateCw aria-hidden className="h-4 w-4" /> {t`Retry`}
      </button>
    </div>
  );
}
