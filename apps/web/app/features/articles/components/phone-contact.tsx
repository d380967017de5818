import { Phone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '~/lib/edition-link';
import { SITE_NAME, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { useSpecText } from '~/lib/i18n';
import { phoneLines, telHref, useSiteContact } from '~/lib/site-contact';

const site = SITE_NAME;

/**
 * Phone-call contact block of the Export platform page: the configured numbers (lib/site-contact.ts),
 * or, when none is configured, the Contact Us page instead.
 */
export function PhoneContact() {
  const { t } = useLingui();
  const spec = useSpecText();
  const lines = phoneLines(useSiteContact());
  const contactUs = spec(STATIC_PAGE_TITLES.contactUs);
  return (
    <section aria-labelledby="phone-contact-heading" className="mt-8 rounded-lg bg-brand-50 p-5 sm:p-6">
      <h2 id="phone-contact-heading" className="text-lg font-semibold text-slate-900">
        {t`Talk to an export advisor`}
      </h2>
      {lines.length > 0 ? (
        <>
          <p className="mt-1 max-w-[70ch] text-sm leading-6 text-slate-600">
            {t`Call ${site} to discuss your export plans, your company profile or the right membership for your business.`}
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
                    <span className="sr-only">{t`Call`} </span>
                    {label === 'USA' ? t`USA` : t`Europe`}: {phone}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 max-w-[70ch] text-sm leading-6 text-slate-600">
          <Trans>
            Write to {site} through the{' '}
            <Link to={SITE_PATHS.contactUs} className="font-medium text-brand-600 hover:underline">
              {contactUs}
            </Link>{' '}
            page to discuss your export plans, your company profile or the right membership for your business.
          </Trans>
        </p>
      )}
    </section>
  );
}
