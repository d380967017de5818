/**
 * One request in a list (the board, My requests): the title linking to its page, the status, a
 * snippet of the description, the categories, then quantity, destination, deadline, buyer and
 * the number of quotes. Wraps on a phone; nothing is wider than the card.
 */
import type { ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { CalendarClock, MapPin, MessageSquareQuote, Package, UserRound, type LucideIcon } from 'lucide-react';
import { RFQ_PATHS, RFQ_TEXT, formatQuantity } from '@wbn/contract/constants';
import type { RfqSummary } from '@wbn/contract/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EDITION_LOCALES } from '@wbn/contract/editions';
import { formatDay } from '~/lib/dates';
import { useCountryName, useEdition, useSpecText } from '~/lib/i18n';
import { InvitedBadge, RfqStatusBadge } from './status-badge';
import { CountryFlag } from '~/components/country-flag';

export function RfqCard({ rfq }: { rfq: RfqSummary }) {
  const { t } = useLingui();
  const spec = useSpecText();
  const country = useCountryName();
  const locale = EDITION_LOCALES[useEdition()];
  const headingId = `rfq-${rfq.rfqID}`;
  const count = rfq.quoteCount;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <h3 id={headingId} className="min-w-0 text-base font-semibold leading-snug text-slate-900 sm:text-lg">
          <Link
            to={RFQ_PATHS.one(rfq.rfqID)}
            className="break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {rfq.title}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {rfq.visibility === 'invited' ? <InvitedBadge /> : null}
          <RfqStatusBadge status={rfq.status} />
        </div>
      </div>
      {rfq.snippet ? (
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed break-words text-slate-700">{rfq.snippet}</p>
      ) : null}
      {rfq.categories.length ? (
        <ul aria-label={spec(RFQ_TEXT.categoriesTitle)} className="mt-2 flex flex-wrap gap-1.5">
          {rfq.categories.map((c) => (
            <li key={c.ref} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {c.category}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm text-slate-600 sm:grid-cols-2 lg:grid-cols-3">
        <Fact icon={Package} label={spec(RFQ_TEXT.quantityLabel)}>
          {formatQuantity(rfq.quantity, locale)} {spec(rfq.unit)}
        </Fact>
        {rfq.destinationCountry ? (
          <Fact icon={MapPin} label={spec(RFQ_TEXT.destinationLabel)}>
            <CountryFlag
              code={rfq.destinationCountry.code}
              name={country(rfq.destinationCountry.code, rfq.destinationCountry.countryName)}
            />{' '}
            <span aria-hidden="true">{country(rfq.destinationCountry.code, rfq.destinationCountry.countryName)}</span>
          </Fact>
        ) : null}
        <Fact icon={CalendarClock} label={spec(RFQ_TEXT.deadline)}>
          <time dateTime={rfq.deadline}>{formatDay(rfq.deadline, locale)}</time>
        </Fact>
        <Fact icon={UserRound} label={spec(RFQ_TEXT.postedBy)}>
          {rfq.buyer.name}
        </Fact>
        <Fact icon={MessageSquareQuote} label={spec(RFQ_TEXT.quotes)}>
          {count === 0 ? t`No quotes yet` : t`${plural(count, { one: '# quote', other: '# quotes' })}`}
        </Fact>
      </dl>
    </article>
  );
}

/** One fact of the card: an icon, the label for screen readers (and as a tooltip), the value. */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5" title={label}>
      <dt className="shrink-0">
        <Icon aria-hidden="true" className="h-4 w-4 text-slate-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}
