/**
 * The customer-service numbers (footer, Contact Us, the export tips, the privacy policy). They come
 * from the API's configuration (CONTACT_PHONE_USA, CONTACT_PHONE_EUROPE, CONTACT_CHAT_USA): the
 * web handler puts them in the load context, the root loader returns them, components read them
 * with `useSiteContact`. A number that is not configured is left out, with its line or link; under
 * `react-router dev` (no load context) there are none.
 */
import { useRouteLoaderData } from 'react-router';
import type { RootData, SiteContact } from './root-data';

export type { SiteContact };

const NO_CONTACT: SiteContact = {};

/** The configured numbers, keeping only those with text (the root loader's part of its data). */
export function siteContactOf(context: { siteContact?: SiteContact } | undefined): SiteContact {
  const given = context?.siteContact;
  const out: SiteContact = {};
  for (const key of ['phoneUsa', 'phoneEurope', 'chatUsa'] as const) {
    const value = given?.[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** The numbers the root loader returned; none when it did not run (tests, error pages). */
export function useSiteContact(): SiteContact {
  return useRouteLoaderData<RootData>('root')?.siteContact ?? NO_CONTACT;
}

/** The customer-service phone lines, in the order pages show them; empty when none is configured. */
export function phoneLines(contact: SiteContact): { label: 'USA' | 'Europe'; phone: string }[] {
  const lines: { label: 'USA' | 'Europe'; phone: string }[] = [];
  if (contact.phoneUsa) lines.push({ label: 'USA', phone: contact.phoneUsa });
  if (contact.phoneEurope) lines.push({ label: 'Europe', phone: contact.phoneEurope });
  return lines;
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
export const telHref = (phone: string) => `tel:${digits(phone)}`;
export const smsHref = (phone: string) => `sms:${digits(phone)}`;
