/**
 * The staff area (/staff): verification queue, payments, need-help enquiries, failed jobs, the
 * reports, the reviews that wait (decision 0078), upcoming certificate expiries (decision 0076) and the moderation log (decision 0034). Loaded lazily (decision 0009). Its calls are
 * refused by the API to everyone who is not staff; this page then says so.
 */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from '~/lib/edition-link';
import {
  CERTIFICATE_STAFF_MSG,
  SITE_PATHS,
  STAFF_REVIEW_TEXT,
  TWO_FACTOR_MSG,
  TWO_FACTOR_REQUIRED,
} from '@wbn/contract/constants';
import { ShieldX } from 'lucide-react';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';
import { ModerationLog, StaffReports } from '~/features/safety/public';
import { useJobCounts, useStaffSummary } from '../api/staff';
import { CertificateExpiriesList } from './certificate-expiries-list';
import { JobsList } from './jobs-list';
import { EnquiriesList } from './enquiries-list';
import { PaymentsList } from './payments-list';
import { ReviewsQueue } from './reviews-queue';
import { VerificationQueue } from './verification-queue';

const TABS = [
  { id: 'verifications', label: 'Verification queue' },
  { id: 'payments', label: 'Payments' },
  { id: 'enquiries', label: 'Need-help enquiries' },
  { id: 'jobs', label: 'Failed jobs' },
  { id: 'reports', label: 'Reports' },
  { id: 'reviews', label: STAFF_REVIEW_TEXT.tab },
  { id: 'certificates', label: CERTIFICATE_STAFF_MSG.tab },
  { id: 'moderation', label: 'Moderation log' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function StaffArea() {
  const summary = useStaffSummary();
  const jobCounts = useJobCounts();
  const [tab, setTab] = useState<TabId>('verifications');
  if (summary.isPending) return <PageSkeleton label="Loading the staff area" />;
  if (summary.isError) {
    const refused = isApiError(summary.error) && summary.error.status === 403;
    // Staff without two-factor sign-in while it is required (decision 0032): the way in is the settings.
    const needsTwoFactor = isApiError(summary.error) && summary.error.name === TWO_FACTOR_REQUIRED;
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
      >
        <ShieldX aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
        {needsTwoFactor ? (
          <p>
            {TWO_FACTOR_MSG.staffRequired}{' '}
            <Link to={SITE_PATHS.settings} className="font-semibold text-brand-600 underline">
              Open Settings
            </Link>
          </p>
        ) : (
          <p>
            {refused
              ? 'This area is for the staff of the network only.'
              : isApiError(summary.error)
                ? summary.error.message
                : 'We could not load the staff area.'}
          </p>
        )}
      </div>
    );
  }
  const counts: Record<TabId, number | undefined> = {
    verifications: summary.data.pendingVerifications,
    payments: summary.data.payments,
    enquiries: summary.data.enquiries,
    jobs: jobCounts.data ? jobCounts.data.dead + jobCounts.data.retrying : undefined,
    reports: summary.data.openReports,
    reviews: summary.data.pendingReviews,
    certificates: undefined,
    moderation: undefined,
  };
  const panels: Record<TabId, () => ReactNode> = {
    verifications: () => <VerificationQueue />,
    payments: () => <PaymentsList />,
    enquiries: () => <EnquiriesList />,
    jobs: () => <JobsList />,
    reports: () => <StaffReports />,
    reviews: () => <ReviewsQueue />,
    certificates: () => <CertificateExpiriesList />,
    moderation: () => <ModerationLog />,
  };
  return (
    <div className="space-y-5">
      <div role="tablist" aria-label="Staff area" className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`staff-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`staff-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={clsx(
              'relative inline-flex h-11 shrink-0 items-center gap-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500',
              tab === t.id
                ? 'text-brand-700 after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:bg-brand-600'
                : 'text-slate-600 hover:text-brand-700',
            )}
          >
            {t.label}
            {counts[t.id] === undefined ? null : (
              <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{counts[t.id]}</span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`staff-panel-${tab}`} aria-labelledby={`staff-tab-${tab}`}>
        {panels[tab]()}
      </div>
    </div>
  );
}
