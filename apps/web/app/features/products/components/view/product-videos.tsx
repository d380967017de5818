import type { Product } from '@wbn/contract/schemas';
import { videoSource, type VideoSource } from '../../lib/video';

/** The product's videos with controls: YouTube / Vimeo in an iframe, files in <video controls>. */
export function ProductVideos({ videos, productName }: { videos: Product['videos']; productName: string }) {
  const playable = (videos ?? [])
    .map((v) => ({ v, source: videoSource(v.url) }))
    .filter((x): x is { v: Product['videos'][number]; source: VideoSource } => x.source !== null);
  if (playable.length === 0) return null;
  return (
    <ul className="flex flex-col gap-4">
      {playable.map(({ v, source }, i) => (
        <li key={v.videoID || `${v.url}-${i}`} className="overflow-hidden rounded-lg bg-slate-900">
          {source.kind === 'embed' ? (
            <iframe
              src={source.src}
              title={`${productName}: video ${i + 1} (${source.provider})`}
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
              aria-label={`${productName}: video ${i + 1}`}
            >
              <a href={source.src}>Download the video</a>
            </video>
          )}
        </li>
      ))}
    </ul>
  );
}
