/** How a product video is shown: an iframe for YouTube and Vimeo pages, <video controls> otherwise. */
export type VideoSource = { kind: 'embed'; provider: 'YouTube' | 'Vimeo'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

export function videoSource(raw: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
    else if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = m?.[1] ?? null;
    }
    return id && YOUTUBE_ID.test(id)
      ? { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const m = /(?:^|\/)(\d{6,12})(?:$|[/?#])/.exec(url.pathname);
    return m ? { kind: 'embed', provider: 'Vimeo', src: `https://player.vimeo.com/video/${m[1]}` } : null;
  }
  return { kind: 'file', src: url.toString() };
}
