/**
 * Certificates of a business: name, issue date, expire date, photo. A certificate past its expiry
 * date is marked Expired for everyone; its owners (who may edit) also read "Expires in N days" in
 * the last 30 days (decision 0076).
 */
import { Award, FileText } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CERTIFICATE_HINT_DAYS, MSG, daysAhead, isCertificateCurrent } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { useSpecText } from '~/lib/i18n';
import { formatDay } from '~/lib/dates';
import { photoSrc } from '~/lib/format';
import { SectionCard } from './detail-section';

const today = () => new Date().toISOString().slice(0, 10);

export function CertificatesSection({
  certificates,
  editHref,
}: {
  certificates: BusinessProfile['certificates'];
  editHref?: string | null;
}) {
  const now = today();
  const { t, i18n } = useLingui();
  const spec = useSpecText();
  const day = (value: string) => formatDay(value, i18n.locale);
  return (
    <SectionCard title={t`Certificates`} editHref={editHref} footer={certificates.length ? null : spec(MSG.noContent)}>
      {certificates.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {certificates.map((c) => {
            const src = photoSrc(c.photo, 320);
            const expired = !isCertificateCurrent(c.expireDate, now);
            const daysLeft = daysAhead(c.expireDate, Date.parse(`${now}T00:00:00Z`));
            const hint = editHref && !expired && daysLeft <= CERTIFICATE_HINT_DAYS;
            const name = c.name;
            return (
              <li key={c.id} className="flex gap-3 rounded-lg border border-slate-200 p-3">
                {src ? (
                  <a
                    href={c.photo?.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="shrink-0"
                    aria-label={t`Open the photo of ${name}`}
                  >
                    <img src={src} alt="" className="h-20 w-20 rounded-md border border-slate-200 object-cover" />
                  </a>
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-20 w-20 shrink-0 items-center justify-center rounded-md bg-amber-50 text-accent-600"
                  >
                    <Award className="h-8 w-8" />
                  </span>
                )}
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{c.name}</p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-600">
                    <dt>{t`Issued`}</dt>
                    <dd>{day(c.issueDate)}</dd>
                    <dt>{t`Expires`}</dt>
                    <dd>
                      {day(c.expireDate)}
                      {expired ? (
                        <span className="ml-1.5 rounded bg-red-50 px-1.5 text-xs font-semibold text-red-700">
                          {t`Expired`}
                        </span>
                      ) : hint ? (
                        <span className="mt-1 block w-fit whitespace-nowrap rounded bg-amber-50 px-1.5 text-xs font-semibold text-amber-800">
                          {t`${plural(daysLeft, { 0: 'Expires today', 1: 'Expires tomorrow', other: 'Expires in # days' })}`}
                        </span>
                      ) : null}
                    </dd>
                  </dl>
                  {/* The PDF, only where the owner made it public (decision 0075); the API leaves the others out for visitors. */}
                  {c.document && c.public ? (
                    <a
                      href={c.document.url}
                      download
                      aria-label={t`PDF of ${name}`}
                      className="mt-2 inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-xs font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    >
                      <FileText aria-hidden="true" className="h-4 w-4 text-red-600" />
                      PDF
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </SectionCard>
  );
}
