/** What the business page shows of a verification: Verified, what staff checked and when, certificates past expiry flagged. */
import { BadgeCheck } from 'lucide-react';
import { VERIFICATION_DOCUMENT_LABELS } from '@wbn/contract/constants';
import type { VerificationPublic } from '@wbn/contract/schemas';
import { useVerification } from '../api/verification';
import { formatDay } from '~/lib/dates';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';

export function VerifiedDetails({ businessID, initial }: { businessID: string; initial?: VerificationPublic | null }) {
  const q = useVerification(businessID, initial);
  const v = q.data;
  const { t, i18n } = useLingui();
  const spec = useSpecText();
  if (!v?.verified) return null;
  const day = (value: string) => formatDay(value, i18n.locale);
  const verifiedOn = v.verifiedAt ? day(v.verifiedAt) : null;
  return (
    <section
      aria-labelledby="verified-title"
      className="rounded-xl border border-emerald-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="verified-title" className="flex items-center gap-2 text-base font-semibold text-emerald-800">
        <BadgeCheck aria-hidden="true" className="h-5 w-5" />
        {verifiedOn ? t`Verified on ${verifiedOn}` : t`Verified`}
      </h2>
      {v.checked.length ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t`Our staff checked:`}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {v.checked.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      {v.documents.length ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {v.documents.map((d) => (
            <li key={`${d.kind}-${d.name}`} className="flex flex-wrap items-center gap-1.5">
              <span>
                {spec(VERIFICATION_DOCUMENT_LABELS[d.kind])}: {d.name}
              </span>
              {d.expireDate ? <span className="text-slate-500">({t`expires ${day(d.expireDate)}`})</span> : null}
              {d.expired ? (
                <span className="rounded bg-red-50 px-1.5 text-xs font-semibold text-red-700">{t`Expired`}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
