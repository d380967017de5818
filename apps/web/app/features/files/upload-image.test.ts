import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@wbn/contract';
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
    await expect(uploadImage(file('text/plain', 5), { kind: 'user' })).rejects.toMatchObject({ name: 'ValidationError' });
    expect(spy).not.toHaveBeenCalled();
  });

  it("passes on the API's message when the upload request is refused", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, error: { name: 'Forbidden', message: 'You cannot upload for this business' } }), { status: 403 }),
    );
    await expect(uploadImage(file('image/png', 10), { kind: 'business', businessID: 'b' })).rejects.toMatchObject({
      status: 403,
      message: 'You cannot upload for this business',
    });
  });
});
