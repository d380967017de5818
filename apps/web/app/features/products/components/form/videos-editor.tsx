import { Plus, Trash2 } from 'lucide-react';
import { PRODUCT_LIMITS } from '@wbn/contract/constants';
import { videoSource } from '../../lib/video';
import { iconButtonClass, inputClass, smallButtonClass } from './controls';

/** Product videos by address: YouTube, Vimeo, or a direct video file. */
export function VideosEditor({
  urls,
  onChange,
  disabled,
  error,
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Videos</legend>
      <p className="text-xs text-slate-500">
        A YouTube or Vimeo link, or the address of a video file (MP4, WebM). Up to {PRODUCT_LIMITS.videos}.
      </p>
      <ul className="flex flex-col gap-2">
        {urls.map((url, i) => {
          const invalid = url.trim() !== '' && !videoSource(url.trim());
          return (
            <li key={i} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  type="url"
                  inputMode="url"
                  aria-label={`Video ${i + 1} address`}
                  aria-invalid={invalid || undefined}
                  placeholder="https://www.youtube.com/watch?v=…"
                  value={url}
                  maxLength={PRODUCT_LIMITS.videoUrlChars}
                  disabled={disabled}
                  onChange={(e) => onChange(urls.map((u, j) => (j === i ? e.target.value : u)))}
                  className={inputClass}
                />
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(urls.filter((_, j) => j !== i))}
                  aria-label={`Remove video ${i + 1}`}
                  className={iconButtonClass}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </div>
              {invalid ? <span className="text-sm text-red-600">Enter a valid video address</span> : null}
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          disabled={disabled || urls.length >= PRODUCT_LIMITS.videos}
          onClick={() => onChange([...urls, ''])}
          className={smallButtonClass}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add video
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
