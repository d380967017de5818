/** The report dialog as a member meets it: a reason first, the body sent, the API's refusals by their field. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASON_LABELS, SAFETY_MSG } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { ReportDialog } from './report-dialog';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const POST_ID = '00000000-0000-4000-8000-0000000000a1';

/** A server double for POST /api/reports answering `status` with `body`; records what was sent. */
function server(status: number, body: unknown) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      sent.push({ method: req.method, path: new URL(req.url).pathname, body: await req.json() });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function open() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportDialog
        open
        onOpenChange={onOpenChange}
        target={{ type: 'post', id: POST_ID }}
        subject="The post by Ana Gómez"
      />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
const note = () => screen.getByLabelText('Anything our team should know (optional)') as HTMLTextAreaElement;

describe('ReportDialog', () => {
  it('names what is reported and lists every reason', () => {
    server(201, {});
    open();
    expect(screen.getByRole('dialog', { name: 'Report this post' })).toBeTruthy();
    expect(screen.getByText('The post by Ana Gómez')).toBeTruthy();
    for (const label of Object.values(REPORT_REASON_LABELS))
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
  });

  it('asks for a reason before anything is sent, by the reasons, and moves focus there', async () => {
    const sent = server(201, {});
    open();
    send();
    const error = await screen.findByText(SAFETY_MSG.reasonRequired);
    expect(screen.getByRole('group', { name: 'What is wrong?' }).getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    expect(sent).toHaveLength(0);
    // Choosing one clears the message.
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.scam }));
    expect(screen.queryByText(SAFETY_MSG.reasonRequired)).toBeNull();
  });

  it('sends the target, the reason and the trimmed note, thanks the member and closes', async () => {
    const sent = server(201, { success: true, data: { reportID: 'r-1', message: SAFETY_MSG.reported } });
    const onOpenChange = open();
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.scam }));
    fireEvent.change(note(), { target: { value: '  Asks for payment by gift card.  ' } });
    expect(screen.getByText('34/1000')).toBeTruthy();
    send();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/reports',
        body: { targetType: 'post', targetID: POST_ID, reason: 'scam', note: 'Asks for payment by gift card.' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(SAFETY_MSG.reported);
  });

  it('leaves an empty note out of the body', async () => {
    const sent = server(201, { success: true, data: { reportID: 'r-1', message: SAFETY_MSG.reported } });
    const onOpenChange = open();
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    fireEvent.change(note(), { target: { value: '   ' } });
    send();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent[0]?.body).toEqual({ targetType: 'post', targetID: POST_ID, reason: 'spam' });
  });

  it('refuses a note longer than the contract allows by the note, focused, sending nothing', async () => {
    const sent = server(201, { success: true, data: { reportID: 'r-1', message: SAFETY_MSG.reported } });
    const onOpenChange = open();
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    // Past the box's own limit, as a script or an old browser may put it there.
    fireEvent.change(note(), { target: { value: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) } });
    send();
    const error = await screen.findByText(SAFETY_MSG.noteTooLong);
    expect(note().getAttribute('aria-invalid')).toBe('true');
    expect(note().getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(note());
    expect(sent).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows the API's field error by its field, focused, and keeps the dialog open", async () => {
    server(400, {
      success: false,
      error: { name: 'ValidationError', message: SAFETY_MSG.noteTooLong, fields: { note: SAFETY_MSG.noteTooLong } },
    });
    const onOpenChange = open();
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    fireEvent.change(note(), { target: { value: 'Too long, says the server' } });
    send();
    const error = await screen.findByText(SAFETY_MSG.noteTooLong);
    expect(note().getAttribute('aria-invalid')).toBe('true');
    expect(note().getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(note());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says why the report was refused when it is about the target itself (your own post)', async () => {
    server(400, {
      success: false,
      error: { name: 'ValidationError', message: SAFETY_MSG.ownContent, fields: { targetID: SAFETY_MSG.ownContent } },
    });
    open();
    fireEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(SAFETY_MSG.ownContent);
  });
});
