/** The inquiry form of "Send request" as a member meets it: the checks, the alert, the body sent. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { INQUIRY_SUBJECT_OTHER, INQUIRY_SUBJECTS, MSG, REQUEST_MSG } from '@wbn/contract/constants';
import { SendRequestForm } from './send-request-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUSINESS = { businessID: '00000000-0000-4000-8000-0000000000b1', companyName: 'Keystone Valves' };
const USER = '00000000-0000-4000-8000-0000000000a1';
const SENDERS = [{ type: 'user' as const, id: USER, name: 'Ana Pérez', photo: null, role: null, unread: 0 }];

function mockFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/send',
      Component: () => (
        <QueryClientProvider client={client}>
          <SendRequestForm
            business={BUSINESS}
            product={null}
            onRemoveProduct={() => {}}
            senders={SENDERS as never}
            userID={USER}
          />
        </QueryClientProvider>
      ),
    },
    { path: '/business/:id/requests/:rid', Component: () => <h1>Conversation</h1> },
  ]);
  render(<Stub initialEntries={['/send']} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

describe('SendRequestForm', () => {
  it('says what is missing: the spec alert, a message on each field, the first of them focused; nothing is sent', async () => {
    const fetch = mockFetch(201, {});
    open();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.inquiryFillAll);
    // The fields' messages may follow the alert by a render on a busy machine: waited for, not assumed.
    const subjectError = await screen.findByText(REQUEST_MSG.subjectRequired, { selector: 'p' });
    expect(await screen.findByText(REQUEST_MSG.messageRequired)).toBeTruthy();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subject').getAttribute('aria-describedby')).toBe(subjectError.id);
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the typed subject after 'Other', under that box", async () => {
    mockFetch(201, {});
    open();
    fireEvent.change(field('Subject'), { target: { value: INQUIRY_SUBJECT_OTHER } });
    fireEvent.change(field('Message'), { target: { value: 'Hello' } });
    send();
    expect(await screen.findByText(REQUEST_MSG.subjectOtherRequired)).toBeTruthy();
    expect(field('Your subject').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subject').getAttribute('aria-invalid')).toBe('false');
  });

  it('sends the trimmed inquiry as the user and opens the conversation', async () => {
    const thread = { requestID: 'r1' };
    const fetch = mockFetch(201, { success: true, data: { message: MSG.inquirySent, request: thread } });
    open();
    fireEvent.change(field('Subject'), { target: { value: INQUIRY_SUBJECTS[0] } });
    fireEvent.change(field('Message'), { target: { value: '  Could you send the price list?  ' } });
    send();
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/business/request');
    expect(JSON.parse(String(init?.body))).toEqual({
      to: BUSINESS.businessID,
      subject: INQUIRY_SUBJECTS[0],
      message: 'Could you send the price list?',
    });
  });

  it("shows the server's refusal of a field on that field and its message in the alert", async () => {
    mockFetch(400, {
      success: false,
      error: {
        name: 'ValidationError',
        message: 'Check the message',
        fields: { message: 'A message can have at most 10 characters' },
      },
    });
    open();
    fireEvent.change(field('Subject'), { target: { value: INQUIRY_SUBJECTS[0] } });
    fireEvent.change(field('Message'), { target: { value: 'Hello there' } });
    send();
    expect(await screen.findByText('A message can have at most 10 characters')).toBeTruthy();
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Check the message'));
  });
});
