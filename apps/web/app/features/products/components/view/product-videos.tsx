import type { Product } from '@wbn/contract/schemas';
import { useLingui } from '@lingui/react/macro';
import { videoSource, type VideoSource } from '../../lib/video';

/** The product's videos with controls: YouTube / Vimeo in an iframe, files in <video controls>. */
export function ProductVideos({ videos, productName }: { videos: Product['videos']; productName: string }) {
  const playable = (videos ?? [])
    .map((v) => ({ v, source: videoSource(v.url) }))
    .filter((x): x is { v: Product['videos'][number]; source: VideoSource } => x.source !== null);
  const { t } = useLingui();
  if (playable.length === 0) return null;
  return (
    <ul className="flex flex-col gap-4">
      {playable.map(({ v, source }, i) => {
        const n = i + 1;
        const provider = source.kind === 'embed' ? source.provider : '';
        return (
          <li key={v.videoID || `${v.url}-${i}`} className="overflow-hidden rounded-lg bg-slate-900">
            {source.kind === 'embed' ? (
              <iframe
                src={source.src}
                title={t`${productName}: video ${n} (${provider})`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="aspect-video w-full border-0"
              />
            ) : (
              <video
                controls
                preload="metadata"
                src={source.src}
                className="aspect-video w-full"
                aria-label={t`${productName}: video ${n}`}
              >
                <a href={source.src}>{t`Download the video`}</a>
              </video>
            )}
          </li>
        );
      })}
    </ul>
  );
}
