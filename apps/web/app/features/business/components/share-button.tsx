/** Share copies the page link and shows 'Business Link copied!'. */
import { Share2 } from 'lucide-react';
import { toast } from '~/lib/toast';
import { MSG } from '@wbn/contract/constants';
import { copyText } from '~/lib/copy-text';

export function ShareButton({ path, className }: { path: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label="Share: copy the link of this business"
      title="Copy link"
      onClick={() => {
        void copyText(new URL(path, window.location.origin).toString()).then((ok) =>
          ok ? toast.success(MSG.businessLinkCopied) : toast.error(MSG.toastFailureDefault),
        );
      }}
    >
      <Share2 aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
