/**
 * "Leave" in the settings as a member meets it: the server's grace days said up front, the password and the tick
 * asked for first (and the code from the start with two-factor sign-in on), the contract's rules kept before
 * sending, the API's refusal by its field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCOUNT_DELETION_MSG } from '@wbn/contract/constants';
import { ZDeleteAccountRequest } from '@wbn/contract/schemas';
import { toast } from '~/lib/toast';
import { LeaveSection } from './components/leave-section';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's grace days in these tests: not the default 14, so the text shows it read them. */
const GRACE_DAYS = 21;

/** A server double: no deletion asked yet, two-factor sign-in on or off; POST answers `answer`. Records what was posted. */
function server({ twoFactor = false, answer }: { twoFactor?: boolean; answer?: () => Response } = {}) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const { pathname } = new URL(req.url);
      if (req.method === 'POST' && pathname === '/api/user/delete-account') {
        posted.push(await req.json());
        return answer?.() ?? json(400, { success: false, error: { name: 'BadRequest', message: 'Not here' } });
      }
      if (pathname === '/api/user/2fa')
        return json(200, { success: true, data: { enabled: twoFactor, recoveryCodesLeft: 8 } });
      if (pathname === '/api/user/delete-account')
        return json(200, { success: true, data: { deleteAt: null, graceDays: GRACE_DAYS } });
      return json(404, { success: false, error: { name: 'NotFound', message: 'Not found' } });
    }),
  );
  return posted;
}

function open() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <LeaveSection />
    </QueryClientProvider>,
  );
}

const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const tick = () => fireEvent.click(screen.getByRole('checkbox', { name: /I understand that my/ }));
const leave = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

describe('LeaveSection', () => {
  it('says the grace days up front, and asks for the password and the tick before anything is sent', async () => {
    const posted = server();
    open();
    await screen.findByRole('button', { name: 'Delete my account' });
    expect(screen.getByText(ACCOUNT_DELETION_MSG.grace(GRACE_DAYS))).toBeTruthy();
    expect(ACCOUNT_DELETION_MSG.grace(GRACE_DAYS)).toContain('21 days');
    expect(screen.queryByLabelText('Code from your app, or a recovery code')).toBeNull(); // two-factor is off
    leave();
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(screen.getByText('Tick the box to confirm')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password());
    expect(posted).toHaveLength(0);
  });

  it('keeps the contract’s limit on the password: its message by the field, and nothing sent', async () => {
    const posted = server();
    open();
    await screen.findByRole('button', { name: 'Delete my account' });
    const tooLong = 'p'.repeat(201);
    const expected = ZDeleteAccountRequest.safeParse({ password: tooLong }).error?.issues[0]?.message;
    expect(expected).toBeTruthy();
    fireEvent.change(password(), { target: { value: tooLong } });
    tick();
    leave();
    const error = await screen.findByText(expected!);
    expect(password().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(password());
    expect(posted).toHaveLength(0);
  });

  it('asks for a code with two-factor sign-in, then sends it trimmed; a wrong password shows by its field', async () => {
    const posted = server({
      twoFactor: true,
      answer: () =>
        json(400, {
          success: false,
          error: {
            name: 'ValidationError',
            message: ACCOUNT_DELETION_MSG.wrongPassword,
            fields: { password: ACCOUNT_DELETION_MSG.wrongPassword },
          },
        }),
    });
    open();
    const code = (await screen.findByLabelText('Code from your app, or a recovery code')) as HTMLInputElement;
    fireEvent.change(password(), { target: { value: 'not-my-password' } });
    tick();
    leave();
    expect(await screen.findByText(ACCOUNT_DELETION_MSG.codeNeeded)).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(posted).toHaveLength(0);

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    leave();
    const error = await screen.findByText(ACCOUNT_DELETION_MSG.wrongPassword);
    expect(posted).toEqual([{ password: 'not-my-password', code: '123456' }]);
    expect(password().getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(password()));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the code field when the server asks for one it did not know was needed (turned on elsewhere since)', async () => {
    const posted = server({
      answer: () =>
        json(400, {
          success: false,
          error: {
            name: 'ValidationError',
            message: ACCOUNT_DELETION_MSG.codeNeeded,
            fields: { code: ACCOUNT_DELETION_MSG.codeNeeded },
          },
        }),
    });
    open();
    await screen.findByRole('button', { name: 'Delete my account' });
    fireEvent.change(password(), { target: { value: 'my-password' } });
    tick();
    leave();
    expect(await screen.findByLabelText('Code from your app, or a recovery code')).toBeTruthy();
    expect(screen.getByText(ACCOUNT_DELETION_MSG.codeNeeded)).toBeTruthy();
    expect(posted).toHaveLength(1);
  });
});
