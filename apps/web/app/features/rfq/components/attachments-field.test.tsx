/** A request's attachments: pictures and PDF spec sheets, shown, removed, and added through the upload port. */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ATTACHMENT_MESSAGES, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, RFQ_TEXT } from '@wbn/contract/constants';
import type { RfqAttachment } from '@wbn/contract/schemas';
import { ok } from '../test-data';
import { AttachmentsField } from './attachments-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PHOTO: RfqAttachment = {
  url: '/files/users/u/p1.webp',
  versions: [{ url: '/files/users/u/p1-200.webp', width: 200 }],
};
const SHEET: RfqAttachment = {
  url: '/files/users/u/g1/Spec-sheet.pdf',
  name: 'Spec sheet.pdf',
  size: 240 * 1024,
  contentType: 'application/pdf',
};

function open(initial: RfqAttachment[] = [], max = 5) {
  const changes: RfqAttachment[][] = [];
  const uploading = vi.fn();
  function Field() {
    const [value, setValue] = useState(initial);
    return (
      <AttachmentsField
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        max={max}
        onUploadingChange={uploading}
      />
    );
  }
  const { container } = render(<Field />);
  return { changes, uploading, input: () => container.querySelector('input[type="file"]') as HTMLInputElement | null };
}

const pick = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const pdfFile = (size = 1234, name = 'Drawing B.pdf') => {
  const f = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** The API's grant and our receiver's answer (a stand-in XMLHttpRequest); records the grant requests. */
function uploadServer(stored: unknown) {
  const grants: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      grants.push({ path: new URL(req.url).pathname, body: await req.json() });
      return ok({
        signedPost: { url: '/api/files/upload', fields: { key: 'k', 'Content-Type': 'application/pdf' } },
        token: 'tk',
      });
    }),
  );
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      responseText = '';
      upload = { onprogress: null as unknown };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 200;
        this.responseText = JSON.stringify({ success: true, data: stored });
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    },
  );
  return grants;
}

describe('AttachmentsField', () => {
  it('shows pictures as thumbnails and PDFs as chips with their name and size; Remove takes off only that one', () => {
    const { changes } = open([PHOTO, SHEET]);
    expect(screen.getByRole('img', { name: RFQ_TEXT.pictureOf(1) })).toBeTruthy();
    expect(screen.getByText('Spec sheet.pdf')).toBeTruthy();
    expect(screen.getByText('· 240 KB')).toBeTruthy();
    expect(screen.getByText('(2/5)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Spec sheet.pdf' }));
    expect(changes).toEqual([[PHOTO]]);
    expect(screen.queryByText('Spec sheet.pdf')).toBeNull();
  });

  it('accepts pictures and PDFs, and says so', () => {
    const { input } = open();
    expect(input()!.accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'application/pdf']));
    expect(screen.getByText(RFQ_TEXT.attachmentsHint)).toBeTruthy();
    expect(RFQ_TEXT.attachmentsHint).toMatch(/PDF spec sheets up to 10 MB/);
  });

  it('uploads a chosen PDF through the document grant and adds it as a chip', async () => {
    const stored = {
      url: '/files/users/u/g2/Drawing-B.pdf',
      name: 'Drawing B.pdf',
      size: 1234,
      contentType: 'application/pdf',
    };
    const grants = uploadServer(stored);
    const { changes, uploading, input } = open([PHOTO]);
    pick(input()!, pdfFile());
    expect(await screen.findByText('Drawing B.pdf')).toBeTruthy();
    expect(screen.getByText('· 1 KB')).toBeTruthy();
    expect(grants).toEqual([
      {
        path: '/api/files/document-request/user',
        body: { contentType: 'application/pdf', fileSize: 1234, name: 'Drawing B.pdf' },
      },
    ]);
    expect(changes.at(-1)).toEqual([PHOTO, stored]);
    expect(uploading.mock.calls).toEqual([[true], [false]]);
  });

  it('refuses another type, or a PDF over 10 MB, before any call, with a message', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { input, changes } = open();
    pick(input()!, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ATTACHMENT_MESSAGES.type);
    pick(input()!, pdfFile(DOCUMENT_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(DOCUMENT_MESSAGES.tooLarge));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('offers no picker once the limit is reached', () => {
    const { input } = open([PHOTO, SHEET], 2);
    expect(input()).toBeNull();
    expect(screen.queryByRole('button', { name: RFQ_TEXT.addPicture })).toBeNull();
  });
});
