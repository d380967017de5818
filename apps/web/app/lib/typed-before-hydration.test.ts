import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_TYPING, replayClickBeforeHydration, replayTypedBeforeHydration } from './typed-before-hydration';

type Rec = Window & { __wbnClicked?: Element; __wbnStopTyping?: () => void };

afterEach(() => {
  (window as Rec).__wbnStopTyping?.();
  delete (window as Rec).__wbnClicked;
  for (const k of Object.keys(document))
    if (k.startsWith('__reactContainer$')) delete (document as unknown as Record<string, unknown>)[k];
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<form><button id="send">Send</button></form><a href="/x"><span id="in-link" role="button">Go</span></a><button id="bell">Bell</button>';
  new Function(RECORD_TYPING)();
  return {
    send: document.getElementById('send')!,
    bell: document.getElementById('bell')!,
    inLink: document.getElementById('in-link')!,
  };
}

describe('a button pressed before hydration', () => {
  it('is held back (no form sent the old way), then pressed again once React has hydrated it', () => {
    const { send, bell } = page();
    let submitted = 0;
    document.querySelector('form')!.addEventListener('submit', (e) => {
      submitted++;
      e.preventDefault();
    });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(submitted).toBe(0);
    bell.click(); // only the last press counts
    expect((window as Rec).__wbnClicked).toBe(bell);

    let pressed = 0;
    bell.addEventListener('click', () => pressed++);
    const waits: (() => void)[] = [];
    replayTypedBeforeHydration(); // stops the recording
    replayClickBeforeHydration(document, (fn) => waits.push(fn));
    expect(pressed).toBe(0); // not hydrated yet: it waits
    (bell as unknown as Record<string, unknown>)['__reactProps$abc'] = {};
    waits.shift()!();
    expect(pressed).toBe(1);
    expect(waits).toHaveLength(0);
    replayClickBeforeHydration(document, (fn) => waits.push(fn));
    expect(pressed).toBe(1); // once
  });

  it('leaves links alone, and stops noting once React has started on the page', () => {
    const { inLink, bell } = page();
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    inLink.dispatchEvent(onLink);
    expect((window as Rec).__wbnClicked).toBeUndefined();
    (document as unknown as Record<string, unknown>)['__reactContainer$abc'] = {};
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    bell.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect((window as Rec).__wbnClicked).toBeUndefined();
  });
});
