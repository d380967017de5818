/** The body of the business page: hero, tabs and the detail sections (spec 1 §2 "Business profile page"). */
import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { MSG, type BusinessProfile, type BusinessSession } from '@wbn/contract';
import { buttonClass } from '~/components/button-link';
import { businessLinks, publicBusinessPath } from '../lib/paths';
import { BusinessHero } from './business-hero';
import { contactRows, factoryRows, generalRows, termsRows, tradeRows } from './business-sections';
import { BusinessTabs, businessTabs } from './business-tabs';
import { CertificatesSection } from './certificates-list';
import { DetailSection, SectionCard } from './detail-section';
import { VideoEmbed } from './video-embed';

type Props = { business: BusinessProfile; session: BusinessSession; viewer: 'loading' | 'visitor' | 'member'; editMode: boolean; currentPath: string };

export function BusinessProfileView({ business: b, session, viewer, editMode, currentPath }: Props) {
  const links = businessLinks(b.businessID);
  const edit = (tab: Parameters<typeof links.edit>[0]) => (editMode ? links.edit(tab) : null);
  const sharePath = publicBusinessPath(b);
  const video = b.general.video?.url;

  return (
    <div className="space-y-5">
      <BusinessHero business={b} session={session} viewer={viewer} editMode={editMode} sharePath={sharePath} />
      <BusinessTabs tabs={businessTabs(b.businessID, session, editMode, currentPath)} />

      <div className="grid gap-5 md:grid-cols-3">
        <div className="space-y-5 md:col-span-2">
          {b.general.generalDescription || editMode ? (
            <SectionCard title={`About ${b.general.companyName}`} editHref={edit('general')} footer={b.general.generalDescription ? null : MSG.noContent}>
              {b.general.generalDescription ? <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">{b.general.generalDescription}</p> : null}
            </SectionCard>
          ) : null}
          <DetailSection title="General Information" rows={generalRows(b)} editHref={edit('general')} />
          <DetailSection title="Factory" rows={factoryRows(b)} editHref={edit('factory')} />
          <DetailSection title="Trade Capabilities" rows={tradeRows(b)} editHref={edit('trade')} />
          <DetailSection title="Business Terms" rows={termsRows(b)} editHref={edit('terms')} />
          <CertificatesSection certificates={b.certificates} editHref={edit('certificates')} />
        </div>
        <div className="space-y-5">
          <DetailSection title="Contact Information" rows={contactRows(b)} editHref={edit('contact')} />
          {video || editMode ? (
            <SectionCard title="Video" editHref={edit('general')} footer={video ? null : MSG.noContent}>
              {video ? <VideoEmbed url={video} title={`Video of ${b.general.companyName}`} /> : null}
            </SectionCard>
          ) : null}
          <SectionCard title="Products">
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-slate-600">See the products {b.general.companyName} offers, with specifications and pictures.</p>
              <Link to={links.products} className={buttonClass('secondary')}>
                <Package aria-hidden="true" className="h-4 w-4" />
                {editMode ? 'Manage products' : 'Company Products'}
              </Link>
            </div>
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
