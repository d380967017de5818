import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { EXPORT_TIPS, exportTipPath } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Export tips',
    description: 'Practical B2B export guidance from WBN Miami: what to export, how to start, marketing, distribution and buyers.',
    keywords: 'export tips, B2B export, international trade, exporting guide',
  });

export default function B2bTips() {
  return (
    <PageFrame title="Export tips" description="Practical articles for companies that want to start or grow their exports.">
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {EXPORT_TIPS.map((tip) => (
          <li key={tip.slug}>
            <Link
              to={exportTipPath(tip.slug)}
              className="flex items-center justify-between gap-4 px-4 py-3 text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <span>
                <span className="mr-2 text-sm text-slate-500">Tip {tip.n}</span>
                {tip.title}
              </span>
              <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
