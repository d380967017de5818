/**
 * The presentation video of home: the poster and a "Play the presentation" button first; the
 * <video> (WebM, then MP4; English and Spanish captions, the section's language shown by default)
 * is created only when the button is used, so nothing of the video is fetched before, and the
 * home's first load carries no player. The new video takes the focus and starts at once (the
 * click allows it); its own controls do the rest.
 */
import { useState } from 'react';
import { Play } from 'lucide-react';
import { PRESENTATION_VIDEO, type PresentationLanguage } from '../lib/presentation';

/** Starts the video as it is attached: still inside the click, so the browser lets it play. */
function start(video: HTMLVideoElement | null) {
  if (!video) return;
  video.focus();
  // A browser that refuses (or does not implement) play() leaves the controls to the viewer.
  const playing = typeof video.play === 'function' ? video.play() : undefined;
  playing?.catch(() => {});
}

export function PresentationVideo({
  lang,
  playLabel,
  videoLabel,
}: {
  lang: PresentationLanguage;
  playLabel: string;
  videoLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const { poster, width, height, sources, captions } = PRESENTATION_VIDEO;
  if (open) {
    return (
      <video
        ref={start}
        controls
        playsInline
        preload="none"
        poster={poster}
        width={width}
        height={height}
        aria-label={videoLabel}
        className="aspect-video h-auto w-full bg-black"
      >
        {sources.map((s) => (
          <source key={s.type} src={s.src} type={s.type} />
        ))}
        {captions.map((c) => (
          <track key={c.lang} kind="captions" src={c.src} srcLang={c.lang} label={c.label} default={c.lang === lang} />
        ))}
      </video>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="group relative block aspect-video w-full overflow-hidden bg-brand-900 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-500"
    >
      <img
        src={poster}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-brand-900/30 transition-colors group-hover:bg-brand-900/15">
        <span className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-semibold text-brand-700 shadow-lg ring-1 ring-black/5 transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="h-5 w-5 fill-current" />
          {playLabel}
        </span>
      </span>
    </button>
  );
}
