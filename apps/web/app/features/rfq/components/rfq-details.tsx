/**
 * One request as everyone sees it (rendered on the server): status, title, dates, what is asked
 * (quantity, target price, Incoterm, destination, supplier countries, categories), the
 * description, its pictures and spec sheets (PDF links), whom it invited (shown to the buyer and the invited only), and the
 * buyer's card beside it (under it on a phone); `children` (what the member may do) below, full width.
 */
import type { ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import {
  INCOTERM_LABELS,
  RFQ_TEXT,
  businessPath,
  formatQuantity,
  formatRfqAmount,
  isDocumentReference,
} from '@wbn/contract/constants';
import type { Rfq } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { BusinessLogo } from '~/components/business-logo';
import { VerifiedBadge } from '~/components/verified-badge';
import { photoSrc } from '~/lib/format';
import { DocumentLink } from '~/features/files/public';
import { formatDay } from '~/lib/dates';
import { InvitedBadge, RfqStatusBadge } from './status-badge';
import { CountryFlag } from '~/components/country-flag';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** A request as its page shows it: `rfq` without what the member may do. */
export type RfqShown = Omit<Rfq, 'viewer'>;

export function RfqDetails({ rfq, children }: { rfq: RfqShown; children?: ReactNode }) {
  const price = rfq.targetPrice;
  const pictures = rfq.attachments.filter((a) => !isDocumentReference(a));
  const documents = rfq.attachments.filter(isDocumentReference);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <article aria-labelledby="rfq-title" className={card}>
            <div className="flex flex-wrap gap-1.5">
              <RfqStatusBadge status={rfq.status} />
              {rfq.visibility === 'invited' ? <InvitedBadge /> : null}
            </div>
            <h1
              id="rfq-title"
              className="mt-2 text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl"
            >
              {rfq.title}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {RFQ_TEXT.postedOn} <time dateTime={rfq.createdAt}>{formatDay(rfq.createdAt)}</time> · {RFQ_TEXT.deadline}{' '}
              <time dateTime={rfq.deadline}>{formatDay(rfq.deadline)}</time> · {RFQ_TEXT.quoteCount(rfq.quoteCount)}
            </p>

            <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Fact label={RFQ_TEXT.quantityLabel}>
                {formatQuantity(rfq.quantity)} {rfq.unit}
              </Fact>
              {price ? (
                <Fact label={RFQ_TEXT.targetPriceLabel}>
                  {price.min === price.max
                    ? formatRfqAmount(price.min, price.currency)
                    : `${formatRfqAmount(price.min, price.currency)} – ${formatRfqAmount(price.max, price.currency)}`}
                </Fact>
              ) : null}
              <Fact label={RFQ_TEXT.incotermLabel}>{INCOTERM_LABELS[rfq.incoterm]}</Fact>
              <Fact label={RFQ_TEXT.destinationCountryLabel}>
                {rfq.destinationCountry ? (
                  <>
                    <CountryFlag code={rfq.destinationCountry.code} name={rfq.destinationCountry.countryName} />{' '}
                    <span aria-hidden="true">{rfq.destinationCountry.countryName}</span>
                  </>
                ) : (
                  '—'
                )}
              </Fact>
              <Fact label={RFQ_TEXT.supplierCountriesTitle}>
                {rfq.supplierCountries.length
                  ? rfq.supplierCountries.map((c) => c.countryName).join(', ')
                  : RFQ_TEXT.anyCountry}
              </Fact>
              <Fact label={RFQ_TEXT.deadline}>
                <time dateTime={rfq.deadline}>{formatDay(rfq.deadline)}</time>
              </Fact>
              {rfq.categories.length ? (
                <Fact label={RFQ_TEXT.categoriesTitle} wide>
                  <ul className="flex flex-wrap gap-1.5">
                    {rfq.categories.map((c) => (
                      <li
                        key={c.ref}
                        className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
                      >
                        {c.industry} › {c.category}
                      </li>
                    ))}
                  </ul>
                </Fact>
              ) : null}
            </dl>

            <h2 className="mt-6 text-base font-semibold text-slate-900">{RFQ_TEXT.descriptionLabel}</h2>
            <p className="mt-2 text-base leading-relaxed break-words whitespace-pre-line text-slate-700">
              {rfq.description}
            </p>

            {documents.length ? (
              <>
                <h2 className="mt-6 text-base font-semibold text-slate-900">{RFQ_TEXT.documentsTitle}</h2>
                <ul className="mt-2 flex flex-col items-start gap-2">
                  {documents.map((doc, i) => (
                    <li key={`${doc.url}-${i}`} className="max-w-full">
                      <DocumentLink doc={doc} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}

            {pictures.length ? (
              <>
                <h2 className="mt-6 text-base font-semibold text-slate-900">{RFQ_TEXT.picturesTitle}</h2>
                <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
                  {pictures.map((photo, i) => (
                    <li key={`${photo.url}-${i}`}>
                      <a
                        href={photo.url}
                        target="_blank"
                        rel="noreferrer"
                        className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                      >
                        <img
                          src={photoSrc(photo, 200) ?? photo.url}
                          alt={RFQ_TEXT.pictureOf(i + 1)}
                          loading="lazy"
                          className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}

            {rfq.invitedBusinesses.length ? (
              <>
                <h2 className="mt-6 text-base font-semibold text-slate-900">{RFQ_TEXT.invitedList}</h2>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {rfq.invitedBusinesses.map((b) => (
                    <li key={b.businessID}>
                      <Link
                        to={businessPath(b.companyName, b.businessID)}
                        className="inline-block max-w-full truncate rounded-full border border-slate-200 px-2.5 py-0.5 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                      >
                        {b.companyName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </article>
        </div>
        <BuyerCard buyer={rfq.buyer} />
      </div>
      {children}
    </div>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function BuyerCard({ buyer }: { buyer: Rfq['buyer'] }) {
  return (
    <aside aria-labelledby="rfq-buyer" className={`${card} h-fit md:sticky md:top-4`}>
      <h2 id="rfq-buyer" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {RFQ_TEXT.buyerTitle}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {buyer.type === 'business' ? (
          <BusinessLogo photo={buyer.photo ? { url: buyer.photo } : null} size="sm" />
        ) : (
          <Avatar name={buyer.name} url={buyer.photo} size="md" />
        )}
        <div className="min-w-0">
          <Link
            to={buyer.path}
            className="block font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {buyer.name}
          </Link>
          {buyer.country ? (
            <p className="text-sm text-slate-600">
              <CountryFlag code={buyer.country.code} name={buyer.country.countryName} />{' '}
              <span aria-hidden="true">{buyer.country.countryName}</span>
            </p>
          ) : null}
        </div>
      </div>
      {buyer.type === 'business' ? (
        <div className="mt-3">
          <VerifiedBadge verified={buyer.verified} />
        </div>
      ) : null}
    </aside>
  );
}
