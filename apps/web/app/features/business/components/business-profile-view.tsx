/** The body of the business page: hero, tabs, the detail sections and the comments. */
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { Package } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { MSG, type BusinessSession } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { useSpecText } from '~/lib/i18n';
import { usePageI18n } from '~/lib/i18n-runtime';
import { LoadWhenNear } from '~/components/load-when-near';
import { COMMENTS_LOADING } from '~/components/comments-loading';
import { businessLinks, publicBusinessPath } from '~/lib/business-paths';
import { BUSINESS_COMMENTS_ID, BusinessHero } from './business-hero';
import { contactRows, factoryRows, generalRows, termsRows, tradeRows } from './business-sections';
import { BusinessTabs, businessTabs } from './business-tabs';
import { CertificatesSection } from './certificates-list';
import { DetailSection, SectionCard } from './detail-section';
import { VideoEmbed } from './video-embed';

// Below the fold: its code loads when the section comes near the screen (decision 0009).
const Comments = lazy(() => import('~/features/social/public-lazy').then((m) => ({ default: m.Comments })));

/**
 * `aside`: shown first in the side column (the route puts the verification details there);
 * `reviews`: the reviews section, after the certificates (the route gives the reviews feature's).
 */
type Props = {
  business: BusinessProfile;
  session: BusinessSession;
  viewer: 'loading' | 'visitor' | 'member';
  editMode: boolean;
  currentPath: string;
  aside?: ReactNode;
  reviews?: ReactNode;
};

export function BusinessProfileView({ business: b, session, viewer, editMode, currentPath, aside, reviews }: Props) {
  const links = businessLinks(b.businessID);
  const edit = (tab: Parameters<typeof links.edit>[0]) => (editMode ? links.edit(tab) : null);
  const sharePath = publicBusinessPath(b);
  const video = b.general.video?.url;
  const { t } = useLingui();
  const i18n = usePageI18n();
  const spec = useSpecText();
  const name = b.general.companyName;
  const noContent = spec(MSG.noContent);

  return (
    <div className="space-y-5">
      <BusinessHero business={b} session={session} viewer={viewer} editMode={editMode} sharePath={sharePath} />
      <BusinessTabs tabs={businessTabs(b.businessID, session, editMode, currentPath)} />

      {/* Each column as narrow as the screen allows: a long word of an edition wraps rather than widen it. */}
      <div className="grid gap-5 md:grid-cols-3">
        <div className="min-w-0 space-y-5 md:col-span-2">
          {b.general.generalDescription || editMode ? (
            <SectionCard
              title={t`About ${name}`}
              editHref={edit('general')}
              footer={b.general.generalDescription ? null : noContent}
            >
              {b.general.generalDescription ? (
                <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">
                  {b.general.generalDescription}
                </p>
              ) : null}
            </SectionCard>
          ) : null}
          <DetailSection title={t`General Information`} rows={generalRows(b, i18n)} editHref={edit('general')} />
          <DetailSection title={t`Factory`} rows={factoryRows(b, i18n)} editHref={edit('factory')} />
          <DetailSection title={t`Trade Capabilities`} rows={tradeRows(b, i18n)} editHref={edit('trade')} />
          <DetailSection title={t`Business Terms`} rows={termsRows(b, i18n)} editHref={edit('terms')} />
          <CertificatesSection certificates={b.certificates} editHref={edit('certificates')} />
          {editMode ? null : reviews}
          {editMode ? null : (
            <section
              id={BUSINESS_COMMENTS_ID}
              tabIndex={-1}
              aria-labelledby="business-comments-title"
              className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none sm:p-6"
            >
              <h2 id="business-comments-title" className="mb-4 text-lg font-semibold text-slate-900">
                {t`Comments`}
              </h2>
              <LoadWhenNear placeholder={COMMENTS_LOADING}>
                <Suspense fallback={COMMENTS_LOADING}>
                  <Comments resourceID={b.businessID} resourceType="business" subject={name} />
                </Suspense>
              </LoadWhenNear>
            </section>
          )}
        </div>
        <div className="min-w-0 space-y-5">
          {aside}
          <DetailSection title={t`Contact Information`} rows={contactRows(b, i18n)} editHref={edit('contact')} />
          {video || editMode ? (
            <SectionCard title={t`Video`} editHref={edit('general')} footer={video ? null : noContent}>
              {video ? <VideoEmbed url={video} title={t`Video of ${name}`} /> : null}
            </SectionCard>
          ) : null}
          <SectionCard title={t`Products`}>
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-slate-600">
                {t`See the products ${name} offers, with specifications and pictures.`}
              </p>
              <Link to={links.products} className={buttonClass('secondary')}>
                <Package aria-hidden="true" className="h-4 w-4" />
                {editMode ? t`Manage products` : t`Company Products`}
              </Link>
            </div>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
