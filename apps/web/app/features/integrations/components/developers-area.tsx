/**
 * The Developers tab's content (/business/{id}/developers): a word on what keys and webhooks are
 * for with the way to the developer guide, the business's ID with a first call to copy (decision
 * 0070), then the API keys and the webhooks. Loaded on demand by
 * the route (decision 0009), with the typed client and everything else the two sections need.
 */
import { Link } from '~/lib/edition-link';
import { BookOpen } from 'lucide-react';
import { DEVELOPERS_TAB_TEXT, SITE_PATHS } from '@wbn/contract/constants';
import { ApiKeysSection } from './api-keys-section';
import { BusinessIdPanel } from './business-id-panel';
import { WebhooksSection } from './webhooks-section';

export function DevelopersArea({ businessID }: { businessID: string }) {
  return (
    <div className="space-y-10">
      <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700">
        <BookOpen aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <p className="max-w-prose">
          {DEVELOPERS_TAB_TEXT.intro}{' '}
          <Link
            to={SITE_PATHS.developers}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {DEVELOPERS_TAB_TEXT.guideLink}
          </Link>{' '}
          {DEVELOPERS_TAB_TEXT.guideRest}
        </p>
      </div>
      <BusinessIdPanel businessID={businessID} />
      <ApiKeysSection businessID={businessID} />
      <WebhooksSection businessID={businessID} />
    </div>
  );
}
