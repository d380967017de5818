/**
 * One card of the industries page: the industry's icon, name,
 * description, a button searching the industry name, and its categories with their
 * subcategory links; every link searches with business=MA and countries=global.
 */
import { Link } from '~/lib/edition-link';
import { Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { browsePath } from '~/lib/edition-link';
import { useEdition } from '~/lib/i18n';
import type { Category } from '@wbn/contract/schemas';
import { ButtonLink } from '~/components/button-link';
import { industryIcon } from '../lib/industry-icons';

export type IndustryCardData = {
  key: string;
  name: string;
  description?: string;
  icon?: string;
  categories: Category[];
};

const subLink =
  'rounded text-slate-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

export const industryAnchor = (key: string) => `industry-${key}`;

export function IndustryCard({ industry }: { industry: IndustryCardData }) {
  // In an edition, every business of the industry or category (the search reads English words).
  const edition = useEdition();
  const { t } = useLingui();
  const name = industry.name;
  const Icon = industryIcon(industry.icon);
  const headingId = `${industryAnchor(industry.key)}-title`;
  return (
    <article
      id={industryAnchor(industry.key)}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span
          aria-hidden="true"
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600"
        >
          <Icon className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Link
              to={browsePath(edition, { name: industry.name, industry: industry.key })}
              className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {industry.name}
            </Link>
          </h2>
          {industry.description ? (
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{industry.description}</p>
          ) : null}
        </div>
        <ButtonLink
          to={browsePath(edition, { name: industry.name, industry: industry.key })}
          variant="secondary"
          className="shrink-0 self-start"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          <Trans>Search {name}</Trans>
        </ButtonLink>
      </div>
      {industry.categories.length ? (
        <ul
          aria-label={t`${name} categories`}
          className="mt-5 grid gap-x-6 gap-y-4 border-t border-slate-100 pt-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {industry.categories.map((category) => (
            <li key={category.id} className="min-w-0">
              <Link
                to={browsePath(edition, { name: category.name, category: category.id })}
                className="rounded text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {category.name}
              </Link>
              {category.subCategories.length ? (
                <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {category.subCategories.map((sub) => (
                    <li key={sub.id}>
                      <Link to={browsePath(edition, { name: sub.name, category: category.id })} className={subLink}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
