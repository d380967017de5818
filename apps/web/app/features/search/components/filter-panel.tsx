/**
 * The filter panel of the results page (decision 0082), drawn from what the loader worked out
 * (lib/search-filters.ts): each facet the search answered choices for, under its heading, each
 * choice with how many results it leaves; the industries as a tree whose categories open under
 * each. Every choice is a link to the address with it switched, so the panel is drawn on the server
 * and works before the page hydrates; it is marked up as a checkbox, read with its count ("Germany,
 * 12 results"), and Space switches it as Enter does. The same panel is the sidebar from 992 px and
 * the sheet's body below.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { Check } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FilterChoiceModel, FilterSectionModel } from '../lib/search-filters';

/** Choices shown before "n more" opens the rest. */
const SHOWN = 6;

export function FilterPanel({ sections }: { sections: FilterSectionModel[] }) {
  return (
    <div className="space-y-5">
      {sections.map((s) => (
        <FacetSection key={s.facet} heading={s.heading}>
          <ChoiceList facet={s.facet} choices={s.choices} />
        </FacetSection>
      ))}
    </div>
  );
}

function FacetSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** The first choices, the chosen ones among the rest (an industry also for a chosen category), and the rest behind "n more". */
function ChoiceList({ facet, choices }: { facet: string; choices: FilterChoiceModel[] }) {
  const { t } = useLingui();
  const first = choices.filter((c, i) => i < SHOWN || c.on || c.children?.some((k) => k.on));
  const rest = choices.filter((c) => !first.includes(c));
  const more = rest.length;
  const item = (c: FilterChoiceModel) =>
    facet === 'industries' ? (
      <IndustryChoice key={c.value} industry={c} />
    ) : (
      <li key={c.value}>
        <FilterChoice facet={facet} choice={c} />
      </li>
    );
  return (
    <>
      <ul className="space-y-0.5">{first.map(item)}</ul>
      {rest.length ? (
        <details className="mt-0.5">
          <summary className="cursor-pointer rounded-md px-1.5 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500">
            {t`${more} more`}
          </summary>
          <ul className="space-y-0.5">{rest.map(item)}</ul>
        </details>
      ) : null}
    </>
  );
}

/** An industry with its categories under a disclosure, open when the industry or one of them is chosen. */
function IndustryChoice({ industry }: { industry: FilterChoiceModel }) {
  const { t } = useLingui();
  const categories = industry.children ?? [];
  const name = industry.label;
  const count = categories.length;
  return (
    <li>
      <FilterChoice facet="industries" choice={industry} />
      {categories.length ? (
        <details open={industry.on || categories.some((c) => c.on)} className="ml-5">
          <summary
            aria-label={t`Categories of ${name}`}
            className="cursor-pointer rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {t`Categories (${count})`}
          </summary>
          <ul className="space-y-0.5 border-l border-slate-200 pl-2">
            {categories.map((c) => (
              <li key={c.value}>
                <FilterChoice facet="categories" choice={c} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** Space switches a choice as Enter follows it (a checkbox's key), once the page runs. */
export const spaceClicks = (e: KeyboardEvent<HTMLAnchorElement>) => {
  if (e.key !== ' ') return;
  e.preventDefault();
  e.currentTarget.click();
};

/**
 * A choice's count as shown: 1,234 in the edition's digits, or ≈1,234 when it is estimated (a set
 * above SEARCH_FACET_CAP results, its sample's count scaled to the whole set, decisions 0080 and
 * 0086, so it may be above or below the truth); and as a screen reader hears it after the label.
 */
function useFacetCount(count: number, estimated?: boolean) {
  const { i18n, t } = useLingui();
  const shown = i18n.number(count);
  return {
    shown: `${estimated ? '≈' : ''}${shown}`,
    heard: estimated ? t`about ${shown} results` : t`${plural(count, { one: '# result', other: '# results' })}`,
  };
}

function FilterChoice({ facet, choice }: { facet: string; choice: FilterChoiceModel }) {
  const { on } = choice;
  const count = useFacetCount(choice.count, choice.estimated);
  return (
    <Link
      to={choice.href}
      preventScrollReset
      role="checkbox"
      aria-checked={on}
      onKeyDown={spaceClicks}
      data-facet={facet}
      data-value={choice.value}
      className={`flex items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 ${on ? 'font-medium text-slate-900' : 'text-slate-700'}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400 bg-white'}`}
      >
        {on ? <Check className="h-3 w-3" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1 break-words">{choice.label}</span>
      <span aria-hidden="true" className="shrink-0 text-xs text-slate-500 tabular-nums">
        {count.shown}
      </span>
      <span className="sr-only">, {count.heard}</span>
    </Link>
  );
}
