import { NO_FEE_TEXT } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Need business help?',
    description: 'Tell the WBN Miami team what your company buys and sells, and we will contact you.',
    keywords: 'need help, business enquiry, find suppliers, find buyers',
  });

export default function NeedHelpForm() {
  return (
    <PageFrame
      title="Need business help?"
      description={`Tell us about your company and the products you want to buy or sell, and our team will contact you (${NO_FEE_TEXT}).`}
    />
  );
}
