/** The staff's reports tab as staff use it: a card per target, Hide, a warning that needs a note, no Suspend for staff. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { MODERATION_MSG, REPORT_REASON_LABELS, STAFF_REVIEW_TEXT } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { StaffReports } from './staff-reports';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const POST = '00000000-0000-4000-8000-0000000000c1';
const AUTHOR = '00000000-0000-4000-8000-0000000000a1';
const STAFF = '00000000-0000-4000-8000-0000000000a9';
const REVIEW = '00000000-0000-4000-8000-0000000000d1';
const at = '2026-03-04T15:05:00.000Z';

const group = (over: object = {}) => ({
  targetType: 'post',
  targetID: POST,
  status: 'open',
  reportCount: 3,
  reasons: [
    { reason: 'scam', count: 2 },
    { reason: 'spam', count: 1 },
  ],
  notes: [{ note: 'Asks for payment by gift card.', reportedAt: at }],
  firstReportedAt: at,
  lastReportedAt: at,
  target: {
    exists: true,
    title: 'Cheap valves, pay by gift card',
    path: '/timeline/x?post=y',
    about: null,
    hidden: false,
    author: { userID: AUTHOR, name: 'Ana Gómez', suspended: false, staff: false },
  },
  ...over,
});

/** A server double: the open reports, and the moderation actions (recorded). */
function server(groups: object[]) {
  const actions: unknown[] = [];
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      if (req.method === 'POST') {
        const body = (await req.json()) as { action: string };
        actions.push(body);
        return json({ actionID: 'a-1', message: MODERATION_MSG[body.action as 'hide'], target: group().target });
      }
      return json({ data: groups, nextCursor: null });
    }),
  );
  return actions;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/staff',
      Component: () => (
        <QueryClientProvider client={client}>
          <StaffReports />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/staff']} />);
}

describe('StaffReports', () => {
  it('shows what was reported, how often and why, and hides it', async () => {
    const actions = server([group()]);
    open();
    const card = (await screen.findByRole('listitem', { name: 'Cheap valves, pay by gift card' })) as HTMLElement;
    expect(within(card).getByText('3 reports')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Cheap valves, pay by gift card' }).getAttribute('href')).toBe(
      '/timeline/x?post=y',
    );
    expect(within(card).getByText(REPORT_REASON_LABELS.scam, { exact: false }).textContent).toContain('× 2');
    expect(within(card).getByText('Asks for payment by gift card.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(actions).toEqual([{ action: 'hide', targetType: 'post', targetID: POST }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MSG.hide));
  });

  it('asks for a note before a warning, then warns the author', async () => {
    const actions = server([group()]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Warn Ana Gómez' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the warning' }));
    expect(screen.getByText(MODERATION_MSG.noteRequired)).toBeTruthy();
    expect(actions).toHaveLength(0);

    const note = screen.getByLabelText(/What they are warned about/);
    fireEvent.change(note, { target: { value: 'Selling counterfeit valves.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the warning' }));
    await waitFor(() =>
      expect(actions).toEqual([
        { action: 'warn', targetType: 'user', targetID: AUTHOR, note: 'Selling counterfeit valves.' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the warning' })).toBeNull());
  });

  it('shows a reported review by its words and business, and asks for the reason its author reads before hiding it', async () => {
    const actions = server([
      group({
        targetType: 'review',
        targetID: REVIEW,
        target: {
          exists: true,
          title: 'They never shipped and kept our deposit.',
          path: '/business/acme-valves/b-1',
          about: 'Acme Valves',
          hidden: false,
          author: { userID: AUTHOR, name: 'Ana Gómez', suspended: false, staff: false },
        },
      }),
    ]);
    open();
    const card = (await screen.findByRole('listitem', {
      name: 'They never shipped and kept our deposit.',
    })) as HTMLElement;
    expect(within(card).getByText(STAFF_REVIEW_TEXT.of, { exact: false }).textContent).toBe(
      `${STAFF_REVIEW_TEXT.of} Acme Valves`,
    );
    expect(within(card).getByRole('link', { name: 'Acme Valves' }).getAttribute('href')).toBe(
      '/business/acme-valves/b-1',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    fireEvent.click(within(card).getByRole('button', { name: STAFF_REVIEW_TEXT.hideSend }));
    expect(within(card).getByText(MODERATION_MSG.reviewReasonRequired)).toBeTruthy();
    expect(actions).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText(STAFF_REVIEW_TEXT.hideReasonLabel), {
      target: { value: 'It names a private person.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: STAFF_REVIEW_TEXT.hideSend }));
    await waitFor(() =>
      expect(actions).toEqual([
        { action: 'hide', targetType: 'review', targetID: REVIEW, note: 'It names a private person.' },
      ]),
    );
  });

  it('offers Restore for hidden content, Lift for a suspended author, and no Suspend for staff', async () => {
    server([
      group({
        target: {
          ...group().target,
          hidden: true,
          author: { userID: AUTHOR, name: 'Ana Gómez', suspended: true, staff: false },
        },
      }),
      group({
        targetType: 'user',
        targetID: STAFF,
        target: {
          exists: true,
          title: 'Sam Staff',
          path: '/profile/s',
          about: null,
          hidden: false,
          author: { userID: STAFF, name: 'Sam Staff', suspended: false, staff: true },
        },
      }),
    ]);
    open();
    const [post, member] = (await screen.findAllByRole('listitem', {
      name: /Cheap valves|Sam Staff/,
    })) as HTMLElement[];
    expect(within(post).getByText('Hidden')).toBeTruthy();
    expect(within(post).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(within(post).getByText('Suspended')).toBeTruthy();
    expect(within(post).getByRole('button', { name: 'Lift the suspension of Ana Gómez' })).toBeTruthy();
    // A member is suspended, not hidden; a staff account is not suspended here.
    expect(within(member).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(member).queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(within(member).getByRole('button', { name: 'Warn Sam Staff' })).toBeTruthy();
  });
});
