/** Share copies the page link and shows 'Business Link copied!'. */
import { Share2 } from 'lucide-react';
import { toast } from '~/lib/toast';
import { MSG } from '@wbn/contract/constants';
import { copyText } from '~/lib/copy-text';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';

export function ShareButton({ path, className }: { path: string; className?: string }) {
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <button
      type="button"
      className={className}
      aria-label={t`Share: copy the link of this business`}
      title={t`Copy link`}
      onClick={() => {
        void copyText(new URL(path, window.location.origin).toString()).then((ok) =>
          ok ? toast.success(spec(MSG.businessLinkCopied)) : toast.error(spec(MSG.toastFailureDefault)),
        );
      }}
    >
      <Share2 aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
