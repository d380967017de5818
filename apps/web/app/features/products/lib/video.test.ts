import { describe, expect, it } from 'vitest';
import { videoSource } from './video';
import { truncate } from './text';

describe('videoSource', () => {
  it('embeds YouTube watch, short and youtu.be links', () => {
    const embed = { kind: 'embed', provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toEqual(embed);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
  });
  it('embeds Vimeo links', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });
  it('plays other addresses as files and refuses non-web ones', () => {
    expect(videoSource('https://cdn.example.com/demo.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/demo.mp4',
    });
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('not a url')).toBeNull();
  });
});

describe('truncate', () => {
  it("adds '...' only when text was cut", () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
  });
});
