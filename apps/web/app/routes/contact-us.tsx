/**
 * /contact-us: phone and chat-app cards, customer service, 'Need Help'. Makes no call. Below the
 * spec's content, the public way to the developer guide (decision 0070).
 * The numbers are the configured ones (lib/site-contact.ts): without phone numbers the two cards
 * point to the 'Need Help' form, without the chat number its line is left out.
 */
import { Check, CodeXml, MessageCircle, Phone } from 'lucide-react';
import { Link } from '~/lib/edition-link';
import { CITY_NAME, CONTACT_US_TEXT, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { phoneLines, smsHref, telHref, useSiteContact } from '~/lib/site-contact';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: STATIC_PAGE_TITLES.contactUs,
    description: `Call or message the ${CITY_NAME} customer service team in the USA and Europe.`,
    keywords: `contact us, customer service, phone, chat, support, ${CITY_NAME}`,
  });

type Line = ReturnType<typeof phoneLines>[number];

function ContactCard({
  id,
  title,
  icon: Icon,
  lines,
  href,
  instead,
}: {
  id: string;
  title: string;
  icon: typeof Phone;
  lines: Line[];
  href: (phone: string) => string;
  instead: string;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-5" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold tracking-wider text-brand-700">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {title}
      </h2>
      {lines.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {lines.map((l) => (
            <li key={l.label}>
              {l.label}:{' '}
              <a href={href(l.phone)} className="font-medium text-brand-600 hover:underline">
                {l.phone}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {instead}{' '}
          <Link to={SITE_PATHS.contactUsForm} className="font-medium text-brand-600 hover:underline">
            {STATIC_PAGE_TITLES.needHelpButton} form
          </Link>
          .
        </p>
      )}
    </section>
  );
}

export default function ContactUs() {
  const contact = useSiteContact();
  const lines = phoneLines(contact);
  return (
    <PageFrame title={STATIC_PAGE_TITLES.contactUs}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ContactCard
          id="talk-to-us"
          title={STATIC_PAGE_TITLES.talkToUs}
          icon={Phone}
          lines={lines}
          href={telHref}
          instead="Write to our customer service with the"
        />
        <ContactCard
          id="send-your-message"
          title={STATIC_PAGE_TITLES.sendYourMessage}
          icon={MessageCircle}
          lines={lines}
          href={smsHref}
          instead="Send us your message with the"
        />
      </div>
      <section className="mt-6 rounded-lg bg-brand-50 p-5" aria-labelledby="customer-service">
        <h2 id="customer-service" className="text-base font-semibold text-slate-900">
          {CONTACT_US_TEXT.customerServiceTitle}
        </h2>
        {contact.chatUsa ? (
          <p className="mt-1 text-sm text-slate-700">
            {CONTACT_US_TEXT.customerServiceLine}{' '}
            <a href={smsHref(contact.chatUsa)} className="font-medium text-brand-600 hover:underline">
              {contact.chatUsa}
            </a>
          </p>
        ) : null}
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {CONTACT_US_TEXT.bullets.map((b) => (
            <li key={b} className="flex items-center gap-2">
              <Check aria-hidden="true" className="h-4 w-4 text-brand-600" />
              {b}
            </li>
          ))}
        </ul>
      </section>
      <ButtonLink to={SITE_PATHS.contactUsForm} variant="secondary" className="mt-6">
        {STATIC_PAGE_TITLES.needHelpButton}
      </ButtonLink>
      <section className="mt-8 border-t border-slate-200 pt-5" aria-labelledby="for-developers">
        <h2 id="for-developers" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <CodeXml aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {CONTACT_US_TEXT.developersTitle}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          {CONTACT_US_TEXT.developersLine}{' '}
          <Link to={SITE_PATHS.developers} className="font-medium text-brand-600 hover:underline">
            {CONTACT_US_TEXT.developersLink}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}
