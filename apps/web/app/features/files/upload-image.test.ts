import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@wbn/contract/constants';
import { uploadImage, validateImageFile } from './upload-image';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });

afterEach(() => vi.restoreAllMocks());

describe('validateImageFile', () => {
  it('accepts images up to IMAGE_MAX_BYTES', () => {
    expect(validateImageFile(file('image/png', IMAGE_MAX_BYTES))).toBeNull();
  });
  it('refuses other types and larger files with a message', () => {
    expect(validateImageFile(file('application/pdf', 10))).toMatch(/JPEG, PNG, WebP or GIF/);
    expect(validateImageFile(file('image/jpeg', IMAGE_MAX_BYTES + 1))).toMatch(/500 KB/);
  });
});

describe('uploadImage', () => {
  it('refuses a wrong file before any call', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await expect(uploadImage(file('text/plain', 5), { kind: 'user' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it("passes on the API's message when the upload request is refused", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          error: { name: 'Forbidden', message: 'You cannot upload for this business' },
        }),
        { status: 403 },
      ),
    );
    await expect(uploadImage(file('image/png', 10), { kind: 'business', businessID: 'b' })).rejects.toMatchObject({
      status: 403,
      message: 'You cannot upload for this business',
    });
  });
});

/** A stand-in XMLHttpRequest that records what it was asked and answers with the given status and body. */
function fakeXhr(status: number, body: string) {
  const sent: { url?: string; headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null as unknown };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(k: string, v: string) {
      sent.headers[k.toLowerCase()] = v;
    }
    send() {
      this.status = status;
      this.responseText = body;
      queueMicrotask(() => this.onload?.());
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadImage to a storage bucket', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts to the bucket without our credentials, then asks the API to complete', async () => {
    const ref = {
      url: 'https://cdn.example/users/u/1.webp',
      versions: [],
      width: 10,
      height: 10,
      contentType: 'image/webp',
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            success: true,
            data: {
              signedPost: { url: 'https://bucket.example/wbn', fields: { key: 'incoming/u/1' } },
              token: 'upl-1',
            },
          }),
        ),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: ref })));
    const sent = fakeXhr(204, '');
    await expect(uploadImage(file('image/png', 10), { kind: 'user' })).resolves.toEqual(ref);
    expect(sent.url).toBe('https://bucket.example/wbn');
    expect(sent.headers).not.toHaveProperty('authorization');
    expect(sent.headers).not.toHaveProperty('x-upload-token');
    const [url, init] = fetchSpy.mock.calls[1];
    expect(url).toBe('/api/files/complete');
    expect((init as RequestInit).headers).toMatchObject({ 'x-upload-token': 'upl-1' });
  });

  it('uses the answer of our own receiver directly', async () => {
    const ref = { url: '/files/users/u/1.webp', versions: [], width: 10, height: 10, contentType: 'image/webp' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: true,
          data: { signedPost: { url: '/api/files/upload', fields: { key: 'u/1' } }, token: 'upl-2' },
        }),
      ),
    );
    const sent = fakeXhr(200, JSON.stringify({ success: true, data: ref }));
    await expect(uploadImage(file('image/png', 10), { kind: 'user' })).resolves.toEqual(ref);
    expect(sent.headers['x-upload-token']).toBe('upl-2');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
