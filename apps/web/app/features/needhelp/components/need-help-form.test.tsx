/** The need-help enquiry form (/contact-us/form) as a user sees it: checks, sending, toasts, reset, counter. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { Toaster } from 'sonner';
import {
  ENQUIRY_MORE_INFO_MAX,
  ENQUIRY_TEXT,
  MSG,
  NO_FEE_TEXT,
  SELECT_ONE_STATE,
  US_STATE_CODES,
} from '@wbn/contract/constants';
import NeedHelpPage from '~/routes/contact-us.form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REF: Record<string, unknown[]> = {
  '/api/ref-data/country': [{ code: 'US', countryName: 'United States', emoji: '' }],
  '/api/ref-data/business-type': [
    { code: 'PR', businessTypeName: 'Products' },
    { code: 'MA', businessTypeName: 'Manufacturers' },
  ],
  '/api/ref-data/job-position': [{ jobPositionID: 'JP1', name: 'Owner' }],
  '/api/catsys/industry': [
    { id: '0001', name: 'Automation' },
    { id: '0004', name: 'Industrial Technology' },
  ],
};

function mockFetch(send: { status: number; body: unknown }) {
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    const ref = REF[input];
    const [status, body] = ref ? [200, { success: true, data: ref }] : [send.status, send.body];
    return { ok: status < 300, status, json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sendCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/needhelp/send');

function open() {
  const Stub = createRoutesStub([{ path: '/contact-us/form', Component: NeedHelpPage }]);
  render(
    <>
      <Stub initialEntries={['/contact-us/form']} />
      <Toaster />
    </>,
  );
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submitButton() {
  const submit = (await screen.findByRole('button', { name: ENQUIRY_TEXT.submit })) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  return submit;
}

describe('/contact-us/form', () => {
  it('shows every field, the required marks, the state list and the no-fee statement', async () => {
    mockFetch({ status: 201, body: {} });
    open();
    await submitButton();
    for (const label of [
      'First name',
      'Last name',
      'Business name',
      'Business type',
      'Website',
      'Job position',
      'Address',
      'Zip code',
      'City',
      'US state',
      'Country',
      'Company fax',
      'Total employees',
      'Sales employees',
      'Mobile phone',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('Company telephone *')).toBeTruthy();
    expect(screen.getByLabelText('E-mail *')).toBeTruthy();
    for (let i = 1; i <= 4; i++) {
      expect(screen.getByLabelText(`Product you buy ${i}`)).toBeTruthy();
      expect(screen.getByLabelText(`Product you sell ${i}`)).toBeTruthy();
    }
    const state = screen.getByLabelText('US state') as HTMLSelectElement;
    expect(state.options[0].textContent).toBe(SELECT_ONE_STATE);
    expect(state.options.length).toBe(US_STATE_CODES.length + 1);
    expect(US_STATE_CODES.length).toBe(51);
    expect(screen.getByText(NO_FEE_TEXT)).toBeTruthy();
    // reference lists arrive; PR (a search mode) is not a company type
    expect(
      await within(screen.getByLabelText('Product you buy 1')).findByRole('option', { name: 'Automation' }),
    ).toBeTruthy();
    const types = within(screen.getByLabelText('Business type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toContain('Manufacturers');
    expect(types).not.toContain('Products');
    const area = screen.getByLabelText('More information about the products you buy') as HTMLTextAreaElement;
    expect(area.maxLength).toBe(ENQUIRY_MORE_INFO_MAX);
  });

  it('requires the company telephone and the e-mail and sends nothing', async () => {
    const fetch = mockFetch({ status: 201, body: {} });
    open();
    fireEvent.click(await submitButton());
    expect(await screen.findByText('The company telephone is required')).toBeTruthy();
    expect(screen.getByText('The e-mail is required')).toBeTruthy();
    expect(screen.getByLabelText('Company telephone *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail *').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Company telephone *'));
    expect(sendCalls(fetch)).toHaveLength(0);
  });

  it('posts the filled fields, toasts success and empties the form', async () => {
    const fetch = mockFetch({ status: 201, body: { success: true, message: 'ok', data: { enquiryID: 'E1' } } });
    open();
    const submit = await submitButton();
    await within(screen.getByLabelText('Product you buy 1')).findByRole('option', { name: 'Industrial Technology' });
    type('First name', ' Lucia ');
    type('Company telephone *', '+1 305 555 0101');
    type('E-mail *', 'lucia@ferri.example');
    type('US state', 'FL');
    type('Product you buy 1', '0004');
    type('More information about the products you buy', 'Valves');
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.enquirySent)).toBeTruthy();
    const calls = sendCalls(fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({
      firstName: 'Lucia',
      companyPhone: '+1 305 555 0101',
      email: 'lucia@ferri.example',
      usaState: 'FL',
      buyProduct1: '0004',
      moreInfoBuy: 'Valves',
    });
    await waitFor(() => expect((screen.getByLabelText('E-mail *') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(submit.disabled).toBe(false);
  });

  it('toasts the failure and shows the server field errors inline', async () => {
    mockFetch({
      status: 400,
      body: {
        success: false,
        error: {
          name: 'ValidationError',
          message: 'Invalid',
          fields: { buyProduct1: 'Choose an industry from the list' },
        },
      },
    });
    open();
    const submit = await submitButton();
    type('Company telephone *', '+1 305 555 0101');
    type('E-mail *', 'lucia@ferri.example');
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.enquiryFailed)).toBeTruthy();
    // The toast and the field's error are drawn in separate renders: wait for the error too.
    expect(await screen.findByText('Choose an industry from the list')).toBeTruthy();
    expect(screen.getByLabelText('Product you buy 1').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('E-mail *') as HTMLInputElement).value).toBe('lucia@ferri.example');
  });

  it('disables the submit button and shows the loading state while sending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = vi.fn(async (input: string) => {
      const ref = REF[input];
      if (!ref) await gate;
      return {
        ok: true,
        status: ref ? 200 : 201,
        json: async () => ({ success: true, data: ref ?? { enquiryID: 'E2' } }),
      } as Response;
    });
    vi.stubGlobal('fetch', fetch);
    open();
    const submit = await submitButton();
    type('Company telephone *', '+1 305 555 0101');
    type('E-mail *', 'lucia@ferri.example');
    fireEvent.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(submit.textContent).toBe(ENQUIRY_TEXT.sending);
    fireEvent.click(submit);
    release();
    expect(await screen.findByText(MSG.enquirySent)).toBeTruthy();
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(submit.textContent).toBe(ENQUIRY_TEXT.submit);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/needhelp/send')).toHaveLength(1);
  });

  it('toasts the failure when there are too many requests', async () => {
    mockFetch({ status: 429, body: { success: false, error: { name: 'TooManyRequests', message: 'Slow down' } } });
    open();
    const submit = await submitButton();
    type('Company telephone *', '+1 305 555 0101');
    type('E-mail *', 'lucia@ferri.example');
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.enquiryFailed)).toBeTruthy();
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('Reset Form clears every value and error', async () => {
    mockFetch({ status: 201, body: {} });
    open();
    fireEvent.click(await submitButton());
    expect(await screen.findByText('The e-mail is required')).toBeTruthy();
    type('First name', 'Lucia');
    type('City', 'Miami');
    type('US state', 'FL');
    type('More information about the products you sell', 'Pumps');
    fireEvent.click(screen.getByRole('button', { name: ENQUIRY_TEXT.reset }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('US state') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('More information about the products you sell') as HTMLTextAreaElement).value).toBe(
      '',
    );
    expect(screen.queryByText('The e-mail is required')).toBeNull();
    expect(screen.queryByText('The company telephone is required')).toBeNull();
  });

  it('counts the characters of a more-info text area', async () => {
    mockFetch({ status: 201, body: {} });
    open();
    await submitButton();
    const max = ENQUIRY_MORE_INFO_MAX;
    expect(screen.getAllByText(`0/${max} characters, ${max} left`)).toHaveLength(2);
    type('More information about the products you buy', 'Valves');
    expect(screen.getByText(`6/${max} characters, ${max - 6} left`)).toBeTruthy();
    const area = screen.getByLabelText('More information about the products you buy');
    expect(area.getAttribute('aria-describedby')).toBe(screen.getByText(`6/${max} characters, ${max - 6} left`).id);
  });
});
