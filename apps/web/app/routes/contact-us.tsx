import { MessageCircle, Phone } from 'lucide-react';
import { PHONE_EUROPE, PHONE_USA, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';

export const meta = () =>
  pageMeta({
    title: STATIC_PAGE_TITLES.contactUs,
    description: 'Call or message the WBN Miami customer service team in the USA and Europe.',
    keywords: 'contact us, customer service, phone, support',
  });

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactCard({ title, icon: Icon, lines }: { title: string; icon: typeof Phone; lines: { label: string; phone: string }[] }) {
  return (
    <section className="rounded-lg border border-slate-200 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wider text-brand-700">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {title}
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {lines.map((l) => (
          <li key={l.label + l.phone}>
            {l.label}:{' '}
            <a href={tel(l.phone)} className="font-medium text-brand-600 hover:underline">
              {l.phone}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ContactUs() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.contactUs} description="Talk to our customer service team by phone or chat; we answer people, not machines.">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard title={STATIC_PAGE_TITLES.talkToUs} icon={Phone} lines={[{ label: 'USA', phone: PHONE_USA }, { label: 'Europe', phone: PHONE_EUROPE }]} />
        <ContactCard title={STATIC_PAGE_TITLES.sendYourMessage} icon={MessageCircle} lines={[{ label: 'USA', phone: PHONE_USA }, { label: 'Europe', phone: PHONE_EUROPE }]} />
      </div>
      <ButtonLink to={SITE_PATHS.contactUsForm} variant="secondary" className="mt-6">
        {STATIC_PAGE_TITLES.needHelpButton}
      </ButtonLink>
    </PageFrame>
  );
}
