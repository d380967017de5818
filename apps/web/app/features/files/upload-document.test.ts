import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENT_NAME_MAX_CHARS } from '@wbn/contract/constants';
import { documentName, uploadDocument, validateDocumentFile } from './upload-document';

const file = (type: string, size: number, name = 'Spec sheet.pdf') => {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('validateDocumentFile', () => {
  it('accepts PDFs up to 10 MB, also when the system gave a .pdf no type', () => {
    expect(validateDocumentFile(file('application/pdf', DOCUMENT_MAX_BYTES))).toBeNull();
    expect(validateDocumentFile(file('', 100, 'drawing.PDF'))).toBeNull();
  });
  it('refuses other types, empty files and larger files with the API’s words', () => {
    expect(validateDocumentFile(file('image/png', 10, 'a.png'))).toBe(DOCUMENT_MESSAGES.type);
    expect(validateDocumentFile(file('application/pdf', 0))).toBe(DOCUMENT_MESSAGES.empty);
    expect(validateDocumentFile(file('application/pdf', DOCUMENT_MAX_BYTES + 1))).toBe(DOCUMENT_MESSAGES.tooLarge);
  });
  it('keeps a long name within the limit, ending in .pdf', () => {
    const name = documentName(file('application/pdf', 10, `${'x'.repeat(200)}.pdf`));
    expect(name).toHaveLength(DOCUMENT_NAME_MAX_CHARS);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('uploadDocument', () => {
  it('refuses a wrong file before any call', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await expect(uploadDocument(file('text/plain', 5, 'a.txt'), { kind: 'user' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: DOCUMENT_MESSAGES.type,
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks for a document grant with the name, posts the file with the token, and answers the stored document', async () => {
    const doc = {
      url: '/files/businesses/b/g/Spec-sheet.pdf',
      name: 'Spec sheet.pdf',
      size: 2048,
      contentType: 'application/pdf',
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: true,
          data: {
            signedPost: { url: '/api/files/upload', fields: { key: 'k', 'Content-Type': 'application/pdf' } },
            token: 'doc-1',
          },
        }),
      ),
    );
    const sent: { url?: string; headers: Record<string, string> } = { headers: {} };
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        responseText = '';
        upload = { onprogress: null as unknown };
        onload: (() => void) | null = null;
        open(_m: string, url: string) {
          sent.url = url;
        }
        setRequestHeader(k: string, v: string) {
          sent.headers[k.toLowerCase()] = v;
        }
        send() {
          this.status = 200;
          this.responseText = JSON.stringify({ success: true, data: doc });
          queueMicrotask(() => this.onload?.());
        }
        abort() {}
      },
    );
    const progress = vi.fn();
    await expect(
      uploadDocument(file('application/pdf', 2048), { kind: 'business', businessID: 'b' }, { onProgress: progress }),
    ).resolves.toEqual(doc);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/files/document-request/business');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      contentType: 'application/pdf',
      fileSize: 2048,
      name: 'Spec sheet.pdf',
      businessID: 'b',
    });
    expect(sent).toMatchObject({ url: '/api/files/upload', headers: { 'x-upload-token': 'doc-1' } });
    expect(progress).toHaveBeenLastCalledWith(1);
  });
});
