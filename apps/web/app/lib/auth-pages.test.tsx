/** The account pages (routes/auth.*.tsx) as a user sees them: validation, server errors, calls. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { AUTH_MSG } from '@wbn/contract/constants';
import LoginPage from '~/routes/auth.login';
import RegisterPage from '~/routes/auth.register';
import ForgotPasswordPage from '~/routes/auth.forgot-password';
import ResetPasswordPage from '~/routes/auth.reset-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mockFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(path: string, Component: React.ComponentType, url: string) {
  const Stub = createRoutesStub([{ path, Component }]);
  render(<Stub initialEntries={[url]} />);
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/auth/login', () => {
  it('shows inline errors for an empty form and calls nothing', async () => {
    const fetch = mockFetch(200, {});
    open('/auth/login', LoginPage, '/auth/login');
    const submit = await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const message = await screen.findByText('Enter a valid e-mail address');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toBe(message.id);
    // The first invalid field has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks again as a field is corrected after a submit, and focuses the first field still wrong', async () => {
    mockFetch(200, {});
    open('/auth/login', LoginPage, '/auth/login');
    type('E-mail', 'ana@example.com');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('false');
    type('Password', 'x');
    await waitFor(() => expect(screen.queryByText('Password is required')).toBeNull());
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('false');
  });

  it('posts the credentials and shows the server refusal', async () => {
    const fetch = mockFetch(401, {
      success: false,
      error: { name: 'InvalidCredentials', message: 'Wrong e-mail or password' },
    });
    open('/auth/login', LoginPage, '/auth/login?continue=%2Fprofile');
    type('E-mail', 'Ana@Example.com');
    type('Password', 'secret-pass');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', password: 'secret-pass' });
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/register?continue=%2Fprofile',
    );
  });
});

describe('/auth/register', () => {
  it('requires the terms to be accepted', async () => {
    const fetch = mockFetch(201, {});
    open('/auth/register', RegisterPage, '/auth/register');
    type('First name', 'Ana');
    type('Last name', 'Lopez');
    type('E-mail', 'ana@example.com');
    type('Password', 'long-enough');
    const submit = screen.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MSG.acceptTermsRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a taken e-mail next to the e-mail field', async () => {
    const fetch = mockFetch(409, {
      success: false,
      error: { name: 'EmailTaken', message: 'Taken', fields: { email: 'An account with this e-mail already exists' } },
    });
    open('/auth/register', RegisterPage, '/auth/register');
    type('First name', 'Ana');
    type('Last name', 'Lopez');
    type('E-mail', 'ana@example.com');
    type('Password', 'long-enough');
    fireEvent.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: 'ana@example.com',
      password: 'long-enough',
      firstName: 'Ana',
      lastName: 'Lopez',
      acceptTerms: true,
    });
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    // The server's field error takes the focus to its field.
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});

describe('/auth/forgot-password and /auth/reset-password', () => {
  it('confirms the request without saying whether the account exists', async () => {
    mockFetch(200, { success: true, data: { message: 'x' } });
    open('/auth/forgot-password', ForgotPasswordPage, '/auth/forgot-password');
    type('E-mail', 'ana@example.com');
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MSG.forgotPasswordSent);
  });

  it('checks the confirmation, then shows an invalid token from the server', async () => {
    const fetch = mockFetch(400, {
      success: false,
      error: { name: 'InvalidToken', message: 'This reset link is invalid or has expired', fields: { token: 'x' } },
    });
    open('/auth/reset-password', ResetPasswordPage, '/auth/reset-password?token=abc');
    type('New password', 'long-enough');
    type('Confirm new password', 'long-enougH');
    const submit = screen.getByRole('button', { name: 'Change password' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MSG.passwordsDoNotMatch)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    type('Confirm new password', 'long-enough');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is invalid or has expired');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: 'abc', password: 'long-enough' });
  });
});
