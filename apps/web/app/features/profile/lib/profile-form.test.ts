/** The spec's edit-profile rules as data: which alert, what is sent. */
import { describe, expect, it } from 'vitest';
import { MSG } from '@wbn/contract/constants';
import type { UserProfile } from '@wbn/contract/schemas';
import { checkDraft, draftFromProfile, errorsByField, isValidPhone, requestFromDraft } from './profile-form';
import { monthGrid, openingMonth, pickerYears } from './date-picker';

const PROFILE: UserProfile = {
  userID: 'u1',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Gómez',
  email: 'ana@example.test',
  mobilePhone: null,
  birthDate: null,
  showBirthDate: false,
  profession: null,
  showProfession: true,
  city: null,
  country: { code: 'US', countryName: 'United States', emoji: '' },
  state: null,
  gender: null,
  preferredLanguage: null,
  jobPosition: null,
  businessType: null,
  industry: null,
  companyName: null,
  briefPresentation: null,
  profilePhoto: null,
  coverPhoto: null,
  reactions: { reactionCount: { like: 0 } },
};
const draft = (over: Partial<ReturnType<typeof draftFromProfile>> = {}) => ({ ...draftFromProfile(PROFILE), ...over });

describe('phone', () => {
  it('is valid when empty, or a dial code with a number of at least 8 digits', () => {
    expect(isValidPhone('', '')).toBe(true);
    expect(isValidPhone('1', '12345678')).toBe(true);
    expect(isValidPhone('+1', '305 555 0142')).toBe(true);
  });
  it('is refused with fewer than 8 digits, letters, or no dial code', () => {
    expect(isValidPhone('+1', '1234567')).toBe(false);
    expect(isValidPhone('+1', '12345abc678')).toBe(false);
    expect(isValidPhone('', '12345678')).toBe(false);
    expect(isValidPhone('+12345', '12345678')).toBe(false);
  });
  it('answers with the phone alert before anything else', async () => {
    expect(
      await checkDraft(draft({ countryCode: '+1', phoneNumber: '123', birthDate: 'soon', firstName: '' })),
    ).toEqual({
      ok: false,
      alert: MSG.invalidPhone,
      errors: { phoneNumber: MSG.invalidPhone },
    });
  });
});

describe('birth date', () => {
  it('takes YYYY-MM-DD with dash, space, slash or dot and sends it with dashes', async () => {
    for (const typed of ['1970-10-24', '1970 10 24', '1970/10/24', '1970.10.24']) {
      const result = await checkDraft(draft({ birthDate: typed }));
      expect(result.ok && result.body.birthDate).toBe('1970-10-24');
    }
  });
  it('answers other formats, and years not starting 19 or 20, with the date alert', async () => {
    for (const typed of ['24/10/1970', '1870-10-24', '1970-13-01', '70-10-24']) {
      expect(await checkDraft(draft({ birthDate: typed }))).toMatchObject({
        ok: false,
        alert: MSG.invalidDate,
        errors: { birthDate: MSG.invalidDate },
      });
    }
  });
});

describe('the request', () => {
  it('never carries the e-mail, leaves out an empty phone and empty selects', () => {
    const body = requestFromDraft(draft({ countryCode: '+1', phoneNumber: '' }));
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('mobilePhone');
    expect(body).not.toHaveProperty('gender');
    expect(body.country).toEqual({ code: 'US' });
  });
  it("prefixes the dial code with '+' when missing", () => {
    expect(requestFromDraft(draft({ countryCode: '44', phoneNumber: '20 7946 0958' })).mobilePhone).toEqual({
      countryCode: '+44',
      phoneNumber: '20 7946 0958',
    });
  });
  it('sends emptied text fields so they can be cleared', () => {
    expect(requestFromDraft(draft({ city: '', companyName: '' }))).toMatchObject({ city: '', companyName: '' });
  });
  it('names the field of the other rules next to it, without an alert', async () => {
    expect(await checkDraft(draft({ firstName: '   ' }))).toEqual({
      ok: false,
      alert: null,
      errors: { firstName: 'First name is required' },
    });
    expect(await checkDraft(draft({ briefPresentation: 'x'.repeat(513) }))).toMatchObject({
      ok: false,
      errors: { briefPresentation: 'At most 512 characters' },
    });
  });
});

describe('server field errors', () => {
  it('land on the draft field they are about', () => {
    expect(
      errorsByField({
        'mobilePhone.countryCode': 'Unknown country dial code',
        'country.code': 'Unknown country',
        username: 'This username is taken',
      }),
    ).toEqual({
      countryCode: 'Unknown country dial code',
      country: 'Unknown country',
      username: 'This username is taken',
    });
  });
});

describe('date picker', () => {
  const now = new Date(2026, 5, 15);
  it('offers the years from 10 before to 10 after the current one', () => {
    const years = pickerYears(now);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
    expect(years).toHaveLength(21);
  });
  it('opens on the typed date when its year is offered, else on the current month', () => {
    expect(openingMonth('2020/02/10', now)).toEqual({ year: 2020, month: 1 });
    expect(openingMonth('1970-10-24', now)).toEqual({ year: 2026, month: 5 });
  });
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid(2026, 1); // February 2026 starts on a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});
