import { Phone } from 'lucide-react';
import { PHONE_EUROPE, PHONE_USA, SITE_NAME } from '@wbn/contract';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phone-call contact block of the Export platform page. */
export function PhoneContact() {
  const lines = [
    { label: 'USA', phone: PHONE_USA },
    { label: 'Europe', phone: PHONE_EUROPE },
  ];
  return (
    <section aria-labelledby="phone-contact-heading" className="mt-8 rounded-lg bg-brand-50 p-5 sm:p-6">
      <h2 id="phone-contact-heading" className="text-lg font-semibold text-slate-900">
        Talk to an export advisor
      </h2>
      <p className="mt-1 max-w-[70ch] text-sm leading-6 text-slate-600">
        Call {SITE_NAME} to discuss your export plans, your company profile or the right membership for your business.
      </p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-6">
        {lines.map(({ label, phone }) => (
          <li key={label}>
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow-sm ring-1 ring-slate-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              <span>
                <span className="sr-only">Call </span>
                {label}: {phone}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
