/**
 * The strip under the header of a member whose account is scheduled for deletion (decision 0033):
 * the date, and "Keep my account". Loaded only for such a member (account-strips.tsx). Right after
 * the member asks to leave, the page goes to its top and the strip takes the focus: it is the one
 * confirmation, with the date as every other place prints it (decision 0068).
 */
import { useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_DELETION_MSG } from '@wbn/contract/constants';
import { errorText } from '~/lib/api-client';
import { LocalDate } from '~/components/relative-time';
import { toast } from '~/lib/toast';
import { keepAccount, takeLandingOnStrip } from '../api/leaving';

export default function DeletionStrip({ deleteAt }: { deleteAt: string }) {
  const [state, setState] = useState<{ busy: boolean; said?: string }>({ busy: false });
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const spec = useSpecText();
  const say = useSpecMessage();
  useEffect(() => {
    if (!takeLandingOnStrip()) return;
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, []);
  // Kept: the profile is read again and the strip goes; the toast says so.
  const keep = async () => {
    setState({ busy: true });
    try {
      toast.success(say(await keepAccount())!);
    } catch (e) {
      setState({ busy: false, said: errorText(e) });
    }
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={t`Account deletion`}
      className="border-b border-red-200 bg-red-50 outline-none focus:ring-2 focus:ring-inset focus:ring-red-500"
    >
      <div className="mx-auto flex max-w-[1240px] flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm text-red-950 sm:px-4">
        <p className="min-w-0 flex-1 break-words">
          {spec(ACCOUNT_DELETION_MSG.strip)}{' '}
          <strong>
            <LocalDate iso={deleteAt} />
          </strong>
          .
        </p>
        <button
          type="button"
          onClick={() => void keep()}
          disabled={state.busy}
          className="rounded-md border border-red-300 bg-white px-3 py-1 font-semibold text-red-950 hover:bg-red-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-60"
        >
          {state.busy ? t`Keeping…` : spec(ACCOUNT_DELETION_MSG.keep)}
        </button>
        {state.said ? (
          <p role="status" className="w-full">
            {say(state.said)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
