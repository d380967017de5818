import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LikeButton } from './like-button';

vi.mock('~/lib/session-context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/session-context')>()),
  useSession: () => ({ status: 'member', userID: 'u1', profile: null, logout: () => {} }),
}));

const ID = '0b8f2a4e-5c1d-4e7a-9f3b-2d6c8e1a7b90';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch mock: check answers `liked`, the react call waits until the test answers it. */
function mockApi(liked: boolean) {
  let answer!: (res: Response) => void;
  const reactCall = new Promise<Response>((resolve) => (answer = resolve));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith(`/api/social/reaction/check/${ID}`))
      return json({ success: true, data: { reactionType: liked ? 'like' : null } });
    if (url === `/api/social/reaction/summary/${ID}`)
      return json({ success: true, data: { resourceID: ID, resourceType: 'product', reactionCount: { like: 7 } } });
    if (url === '/api/social/reaction/react/product' && (init?.method === 'POST' || init?.method === 'DELETE'))
      return reactCall;
    return json({ success: false, error: { name: 'NotFound', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (res: Response) => act(async () => answer(res)) };
}

function renderButton(initialCount?: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <LikeButton resourceID={ID} resourceType="product" initialCount={initialCount} />
    </QueryClientProvider>,
  );
  return client;
}

/** The toggle once the viewer's state has loaded. */
async function ready(name: 'Like' | 'Unlike') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  return button;
}

const count = (button: HTMLElement) => button.querySelector('.tabular-nums')?.firstChild?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LikeButton', () => {
  it('fetches the state with check and the count with the summary on load', async () => {
    const { fetch } = mockApi(true);
    renderButton();
    const button = await ready('Unlike');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(count(button)).toBe('7'));
    expect(fetch).toHaveBeenCalledWith(`/api/social/reaction/check/${ID}`, expect.anything());
  });

  it('likes optimistically: state and count change before the server answers, then keep its count', async () => {
    const api = mockApi(false);
    renderButton(3);
    const button = await ready('Like');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(count(button)).toBe('3');

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.getAttribute('aria-label')).toBe('Unlike');
    expect(count(button)).toBe('4');
    const [, init] = api.fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ resourceID: ID, reactionType: 'like' });

    await api.answer(json({ success: true, data: { reactionType: 'like', reactionCount: { like: 10 } } }));
    await waitFor(() => expect(count(button)).toBe('10'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('reverts silently when the server answers 500', async () => {
    const api = mockApi(false);
    renderButton(3);
    const button = await ready('Like');
    fireEvent.click(button);
    await waitFor(() => expect(count(button)).toBe('4'));

    await api.answer(json({ success: false, error: { name: 'InternalServerError', message: 'Boom' } }, 500));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.getAttribute('aria-label')).toBe('Like');
    expect(count(button)).toBe('3');
  });

  it('reverts when a 2xx answer says success: false', async () => {
    const api = mockApi(false);
    renderButton(3);
    const button = await ready('Like');
    fireEvent.click(button);
    await waitFor(() => expect(count(button)).toBe('4'));

    await api.answer(json({ success: false, error: { name: 'Conflict', message: 'No' } }));
    await waitFor(() => expect(count(button)).toBe('3'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('un-likes with DELETE, optimistically', async () => {
    const api = mockApi(true);
    renderButton(5);
    const button = await ready('Unlike');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.getAttribute('aria-label')).toBe('Like');
    expect(count(button)).toBe('4');

    const deletes = api.fetch.mock.calls.filter(([, i]) => i?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0][0]).toBe('/api/social/reaction/react/product');
    expect(JSON.parse(String(deletes[0][1]!.body))).toEqual({ resourceID: ID });
    expect(api.fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);

    await api.answer(json({ success: true, data: { reactionType: null, reactionCount: { like: 4 } } }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(count(button)).toBe('4');
  });

  it('ignores a second click while the first call is in flight', async () => {
    const api = mockApi(false);
    const client = renderButton(3);
    const mutations = () => client.getMutationCache().getAll().length;
    const calls = () => api.fetch.mock.calls.filter(([, i]) => i?.method === 'POST' || i?.method === 'DELETE');
    const button = await ready('Like');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(mutations()).toBe(1);
    // A click that was not ignored would add its mutation to the cache at once (mutate() is synchronous up to there).
    fireEvent.click(button);
    expect(mutations()).toBe(1);
    expect(count(button)).toBe('4');
    // Once the first call has settled, still the one request: the second click started nothing.
    await api.answer(json({ success: true, data: { reactionType: 'like', reactionCount: { like: 4 } } }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(calls()).toHaveLength(1);
    expect(mutations()).toBe(1);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
