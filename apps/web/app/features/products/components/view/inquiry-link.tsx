import { Link } from '~/lib/edition-link';
import { useSpecText } from '~/lib/i18n';
import { MessageSquarePlus } from 'lucide-react';
import { REQUEST_MSG } from '@wbn/contract/constants';

/**
 * "Send inquiry about this product": opens the business's inquiry form with the
 * product attached. A plain link, so the product page carries none of the form's code; a visitor
 * is sent to login first and comes back to the form.
 */
export function InquiryLink({ businessID, productID }: { businessID: string; productID: string }) {
  const spec = useSpecText();
  return (
    <Link
      to={`/business/${businessID}/send-request?product=${encodeURIComponent(productID)}`}
      className="inline-flex w-fit items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
      {spec(REQUEST_MSG.productEntry)}
    </Link>
  );
}
