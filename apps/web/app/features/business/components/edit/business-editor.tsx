/**
 * The edit screen of a business (/business/{id}/edit/{tab}): a tab per section, a form
 * per tab. Only the owner or an admin may edit; anyone else is sent to the public page.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from '~/lib/edition-link';
import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';
import { useBusiness } from '../../api/get-business';
import { businessLinks, publicBusinessPath, type EditTab } from '~/lib/business-paths';
import { ErrorState } from '~/components/list-states';
import { FilterHints } from './filter-hints';

export const EDIT_TAB_LABELS: Record<EditTab, string> = {
  general: 'General Information',
  contact: 'Contact Information',
  factory: 'Factory',
  trade: 'Trade Capabilities',
  terms: 'Business Terms',
  certificates: 'Certificates',
};

/**
 * A chunk per tab (each with react-hook-form, lib/forms.ts), fetched with the business: the page's
 * first load stays within its budget (decision 0009, 0024) and only the open tab is loaded.
 */
const TAB_MODULES = {
  general: () => import('./general-form').then((m) => ({ default: m.GeneralForm })),
  contact: () => import('./contact-form').then((m) => ({ default: m.ContactForm })),
  factory: () => import('./factory-form').then((m) => ({ default: m.FactoryForm })),
  trade: () => import('./trade-form').then((m) => ({ default: m.TradeForm })),
  terms: () => import('./terms-form').then((m) => ({ default: m.TermsForm })),
  certificates: () => import('./certificates-form').then((m) => ({ default: m.CertificatesForm })),
} as const;
const FORMS = {
  general: lazy(TAB_MODULES.general),
  contact: lazy(TAB_MODULES.contact),
  factory: lazy(TAB_MODULES.factory),
  trade: lazy(TAB_MODULES.trade),
  terms: lazy(TAB_MODULES.terms),
  certificates: lazy(TAB_MODULES.certificates),
} as const;

export function BusinessEditor({ id, tab }: { id: string; tab: EditTab }) {
  const navigate = useNavigate();
  const query = useBusiness(id);
  const data = query.data;
  const allowed = data ? data.session === 'owner' || data.session === 'admin' : null;
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;

  // The open tab's chunk comes while the business loads.
  useEffect(() => {
    void TAB_MODULES[tab]();
  }, [tab]);

  useEffect(() => {
    if (data && !allowed) navigate(publicBusinessPath(data.profile), { replace: true });
    else if (notFound) navigate('/', { replace: true });
  }, [data, allowed, notFound, navigate]);

  if (query.isError && !notFound)
    return (
      <PageFrame title="Edit business">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  if (!data || !allowed)
    return (
      <PageFrame title="Edit business">
        <PageSkeleton />
      </PageFrame>
    );

  const links = businessLinks(id);
  const Form = FORMS[tab];
  return (
    <PageFrame
      title={`Edit ${data.profile.general.companyName}`}
      description={
        <Link
          to={links.manage}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to the business page
        </Link>
      }
    >
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <div className="min-w-0 space-y-4">
          <nav aria-label="Sections to edit" className="-mx-1 overflow-x-auto md:mx-0">
            <ul className="flex gap-1 px-1 md:flex-col">
              {(Object.keys(EDIT_TAB_LABELS) as EditTab[]).map((t) => (
                <li key={t}>
                  <Link
                    to={links.edit(t)}
                    aria-current={t === tab ? 'page' : undefined}
                    className={clsx(
                      'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
                      t === tab ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100',
                    )}
                  >
                    {EDIT_TAB_LABELS[t]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* The search filters the profile does not answer yet (decision 0083). */}
          <FilterHints business={data.profile} />
        </div>
        <section aria-labelledby="edit-tab-title" className="min-w-0">
          <h2 id="edit-tab-title" className="mb-4 text-lg font-semibold text-slate-900">
            {EDIT_TAB_LABELS[tab]}
          </h2>
          {/* key: a fresh form (fresh draft) per tab and per saved version */}
          <Suspense fallback={<PageSkeleton />}>
            <Form key={`${tab}-${query.dataUpdatedAt}`} business={data.profile} />
          </Suspense>
        </section>
      </div>
    </PageFrame>
  );
}
