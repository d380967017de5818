/** Share copies the page link and shows 'Business Link copied!' (spec 1 §2). */
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { MSG } from '@wbn/contract';

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function ShareButton({ path, className }: { path: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label="Share: copy the link of this business"
      title="Copy link"
      onClick={() => {
        copyText(new URL(path, window.location.origin).toString()).then(
          () => toast.success(MSG.businessLinkCopied),
          () => toast.error(MSG.toastFailureDefault),
        );
      }}
    >
      <Share2 aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
