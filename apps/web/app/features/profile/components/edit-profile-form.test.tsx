/** Edit profile as the member meets it: the spec's alerts, the save states, the server's field errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { MSG } from '@wbn/contract/constants';
import type { UserProfile } from '@wbn/contract/schemas';
import { EditProfileForm } from './edit-profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE: UserProfile = {
  userID: 'u1',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Gómez',
  email: 'ana@example.test',
  mobilePhone: { countryCode: '+1', phoneNumber: '30555501' },
  birthDate: '1985-04-12',
  showBirthDate: false,
  profession: 'Engineer',
  showProfession: true,
  city: 'Miami',
  country: { code: 'US', countryName: 'United States', emoji: '' },
  state: null,
  gender: null,
  preferredLanguage: null,
  jobPosition: null,
  businessType: null,
  industry: null,
  companyName: 'Acme',
  briefPresentation: 'Hello',
  profilePhoto: null,
  coverPhoto: null,
  reactions: { reactionCount: { like: 0 } },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Reference lists answer at once; the PUT waits until the test answers it. */
function mockApi() {
  let answer!: (res: Response) => void;
  const put = new Promise<Response>((resolve) => (answer = resolve));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/user/profile' && init?.method === 'PUT') return put;
    if (url === '/api/ref-data/country')
      return json({ success: true, data: [{ code: 'US', countryName: 'United States', emoji: '' }] });
    if (url.startsWith('/api/ref-data/')) return json({ success: true, data: [] });
    return json({ success: false, error: { name: 'NotFound', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const puts = () =>
    fetch.mock.calls
      .filter(([, i]) => i?.method === 'PUT')
      .map(([, i]) => JSON.parse(String(i!.body)) as Record<string, unknown>);
  return { puts, answer: (res: Response) => act(async () => answer(res)) };
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    { path: '/profile/edit', Component: () => <EditProfileForm profile={PROFILE} /> },
    { path: '/profile', Component: () => <h1>Own profile</h1> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/profile/edit']} />
    </QueryClientProvider>,
  );
}

const save = () => screen.getByRole('button', { name: /Save changes|Saving/ }) as HTMLButtonElement;
const cancel = () => screen.getByText('Cancel', { selector: 'a, button' });
/** A field by its label (required ones end with a '*' mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('EditProfileForm', () => {
  it('shows every editable field filled in, and the e-mail read-only', async () => {
    mockApi();
    open();
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Ana');
    expect(field('E-mail').readOnly).toBe(true);
    expect(field('Phone number').value).toBe('30555501');
    expect(field('Birth date').value).toBe('1985-04-12');
    for (const label of [
      'Last name',
      'Username',
      'Country dial code',
      'City',
      'Country',
      'State',
      'Gender',
      'Preferred language',
      'Profession',
      'Company',
      'Job position',
      'Business type',
      'Industry',
      'Brief presentation',
    ])
      expect(field(label)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Show my birth date on my public profile' })).toBeTruthy();
    expect(screen.getByText('5/512')).toBeTruthy();
  });

  it('alerts the invalid-phone text for a short number and sends nothing', async () => {
    const api = mockApi();
    open();
    change('Phone number', '1234');
    fireEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MSG.invalidPhone);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(api.puts()).toHaveLength(0);
  });

  it('alerts the invalid-date text for a date not in YYYY-MM-DD and sends nothing', async () => {
    const api = mockApi();
    open();
    change('Birth date', '12/04/1985');
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.invalidDate);
    expect(api.puts()).toHaveLength(0);
  });

  it('disables both buttons with a spinner while saving, then goes to /profile', async () => {
    const api = mockApi();
    open();
    change('City', 'Doral');
    fireEvent.click(save());
    // Disabled from the click on (the checks load the schema first), and while the call is out.
    await waitFor(() => expect(save().disabled).toBe(true));
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(save().disabled).toBe(true);
    expect(save().getAttribute('aria-busy')).toBe('true');
    expect((cancel() as HTMLButtonElement).disabled).toBe(true);
    const [body] = api.puts();
    expect(body).toMatchObject({
      city: 'Doral',
      mobilePhone: { countryCode: '+1', phoneNumber: '30555501' },
      birthDate: '1985-04-12',
    });
    expect(body).not.toHaveProperty('email');
    await api.answer(json({ success: true, message: 'Saved successfully', data: { ...PROFILE, city: 'Doral' } }));
    expect(await screen.findByRole('heading', { name: 'Own profile' })).toBeTruthy();
  });

  it('re-enables the buttons on failure and shows the update error with the server message and the field error', async () => {
    const api = mockApi();
    open();
    change('Username', 'taken.name');
    fireEvent.click(save());
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(save().disabled).toBe(true);
    await api.answer(
      json(
        {
          success: false,
          error: {
            name: 'Conflict',
            message: 'This username is taken',
            fields: { username: 'This username is taken' },
          },
        },
        409,
      ),
    );
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.updateError}: This username is taken`);
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(cancel().tagName).toBe('A');
  });

  it('answers a dial code the server does not know with the phone alert', async () => {
    const api = mockApi();
    open();
    change('Country dial code', '999');
    fireEvent.click(save());
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0].mobilePhone).toEqual({ countryCode: '+999', phoneNumber: '30555501' });
    await api.answer(
      json(
        {
          success: false,
          error: {
            name: 'ValidationError',
            message: 'Unknown country dial code',
            fields: { 'mobilePhone.countryCode': 'Unknown country dial code' },
          },
        },
        400,
      ),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.invalidPhone));
  });
});
