/** A list or panel that failed to load: the sentence, and a button to try again. */
import { CircleAlert, RefreshCw } from 'lucide-react';

export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try again',
  fill = false,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  fill?: boolean;
}) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center px-6 py-8 text-center ${fill ? 'flex-1 justify-center' : ''}`}
    >
      <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-500" />
      <p className="mt-2 max-w-sm text-sm font-medium text-red-800">{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500"
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
