/**
 * E-mails in the recipient's language (decision 0091), through a real SMTP server: a member who
 * registers from a Spanish browser reads the verification e-mail in Spanish, one from a Chinese
 * browser in Chinese, each linking to their edition's page (and the link proves the address); a
 * Chinese owner reads a Spanish buyer's inquiry in Chinese, with the buyer's own words as written;
 * the Spanish buyer reads the Chinese supplier's quote in Spanish. The words expected are the
 * catalogue's (read from its PO file here), so the test holds whatever the translator's wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { readMailCatalogue } from '../../core/mail-i18n.js';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  // Addresses must be proven, as in a real deployment: the verification e-mail is part of the journey.
  ({ t, smtp, close } = await smtpTestApp({
    REQUIRE_EMAIL_VERIFICATION: 'true',
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  }));
});
afterAll(() => close?.());

const SITE = 'WBN Miami';
const CATALOGUES = { es: readMailCatalogue('es'), zh: readMailCatalogue('zh') };
/** A message of the catalogue in `language`, its simple values filled in (as a reader sees it). */
function words(language: 'es' | 'zh', english: string, values: Record<string, string> = {}) {
  const translated = CATALOGUES[language][english];
  expect(translated, english).toBeTruthy();
  return translated.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

type Person = Awaited<ReturnType<typeof registerUser>>;

/** The next e-mail to `to` after `since` messages, parsed as a mail client does. */
async function mailTo(
  to: string,
  since: number,
  what: string,
): Promise<ParsedMail & { rawHeaders: Map<string, string> }> {
  const m = await waitFor(what, () => smtp.mails.slice(since).find((x) => x.to === to), 30_000);
  return Object.assign(await simpleParser(m.raw), { rawHeaders: m.headers });
}

/** Registers from a browser of `acceptLanguage`, reads the verification e-mail, opens its link. */
async function registerAndVerify(firstName: string, acceptLanguage: string) {
  const since = smtp.mails.length;
  const person = await registerUser(t, { firstName }, acceptLanguage);
  const mail = await mailTo(person.email, since, `the verification e-mail to ${firstName}`);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text ?? '')![1];
  const done = await t.request({ method: 'POST', url: '/auth/verify-email', payload: { token } });
  expect(done.status).toBe(200);
  return { person, mail };
}

let ana: Person; // a Spanish-speaking buyer
let li: Person; // a Chinese-speaking supplier
let liBusiness: string;

describe('e-mails in the member’s language', () => {
  it('verification: Spanish and Chinese, linking to the edition’s page, whose link proves the address', async () => {
    const es = await registerAndVerify('Ana', 'es-MX,es;q=0.9,en;q=0.5');
    ana = es.person;
    expect(es.mail.subject).toBe(words('es', 'Confirm your e-mail address for {site}', { site: SITE }));
    expect(es.mail.text).toContain(`https://wbn.example/es/verify-email?token=`);
    expect(es.mail.text).toMatch(/^\S.*Ana/); // the greeting names the member
    expect(es.mail.text).not.toContain('Please confirm');
    expect(es.mail.html).toContain('lang="es-419"');
    expect(es.mail.html).toContain(words('es', 'Confirm my address'));
    expect(es.mail.html).toContain(
      words('es', 'This e-mail is about your {site} account and is always sent.', { site: SITE }),
    );

    const zh = await registerAndVerify('Li', 'zh-CN,zh;q=0.9');
    li = zh.person;
    expect(zh.mail.subject).toBe(words('zh', 'Confirm your e-mail address for {site}', { site: SITE }));
    expect(zh.mail.subject).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.mail.text).toContain(`https://wbn.example/zh/verify-email?token=`);
    expect(zh.mail.html).toContain('lang="zh-Hans"');
    expect(zh.mail.text).not.toContain('Please confirm');

    // The profile says the language the account took from the browser, which the e-mails follow.
    const profile = await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(ana.token) });
    expect(profile.body.data.preferredLanguage).toMatchObject({ code: 'es' });
  });

  it('inquiry: the Chinese owner reads it in Chinese, the buyer’s words as written, with a Chinese unsubscribe line', async () => {
    liBusiness = (await createBusiness(t, li.token, { companyName: 'Ningbo Li Valves' })).businessID;
    const since = smtp.mails.length;
    const subject = 'Precio de 500 válvulas';
    const message = '¿Cuál es su precio FOB para 500 válvulas de bola DN50?';
    const sent = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: liBusiness, subject, message },
      headers: bearer(ana.token),
    });
    expect(sent.status).toBeLessThan(300);
    const mail = await mailTo(li.email, since, 'the inquiry e-mail to the Chinese owner');
    expect(mail.subject).toBe(
      words('zh', 'New inquiry for {company} on {site}: {subject}', {
        company: 'Ningbo Li Valves',
        site: SITE,
        subject,
      }),
    );
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('https://wbn.example/zh/');
    expect(mail.text).not.toContain('sent Ningbo Li Valves an inquiry');
    // Mail a member can stop: the footer in Chinese, and the one-click link on the Chinese page.
    expect(mail.rawHeaders.get('list-unsubscribe')).toMatch(/<https:\/\/wbn\.example\/zh\/unsubscribe\?token=[\w.-]+>/);
    expect(mail.text).toContain(words('zh', 'Unsubscribe'));
    expect(mail.text).not.toContain('You receive this e-mail');
    expect(mail.text, 'no message left as ICU source').not.toMatch(/\{\w+[,}]/);
  });

  it('quote: the Spanish buyer reads the Chinese supplier’s quote in Spanish', async () => {
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const title = 'Válvulas de bola DN50';
    const rfq = await t.request({
      method: 'POST',
      url: '/api/rfq',
      headers: bearer(ana.token),
      payload: {
        title,
        description: 'Válvulas de bola de paso total en acero inoxidable 316, PN40, con certificados 3.1.',
        categories: ['0001.0001-01'],
        quantity: 2000,
        unit: 'pieces',
        incoterm: 'FOB',
        destinationCountry: 'PE',
        deadline: inDays(14),
        visibility: 'public',
      },
    });
    expect(rfq.status).toBe(201);
    const rfqID = rfq.body.data.rfqID as string;

    const since = smtp.mails.length;
    const quote = await t.request({
      method: 'POST',
      url: `/api/rfq/${rfqID}/quotes`,
      headers: bearer(li.token),
      payload: {
        businessID: liBusiness,
        unitPrice: 9.8,
        currency: 'USD',
        moq: 500,
        leadTimeDays: 30,
        incoterm: 'FOB',
        validUntil: inDays(30),
        note: '含3.1证书。',
      },
    });
    expect(quote.status).toBe(201);
    const mail = await mailTo(ana.email, since, 'the quote e-mail to the Spanish buyer');
    const action = words('es', 'sent a quote on your request{quote}', {
      quote: words('es', ' “{text}”', { text: title }),
    });
    expect(mail.subject).toContain(action);
    expect(mail.subject).toContain('Ningbo Li Valves');
    expect(mail.text).toContain('https://wbn.example/es/');
    expect(mail.text).not.toContain('sent a quote on your request');
    expect(mail.html).toContain(words('es', 'See it on {site}', { site: SITE }));
  });
});
