/** /contact-us/form: the need-business-help enquiry form, opened by 'Need Help' on Contact Us. */
import { CITY_NAME, ENQUIRY_TEXT, NO_FEE_TEXT } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { NeedHelpForm } from '~/features/needhelp/components/need-help-form';
import type { Route } from './+types/contact-us.form';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: ENQUIRY_TEXT.title,
    description: `Tell the ${CITY_NAME} team what your company buys and sells, and we will contact you.`,
    keywords: 'need help, business enquiry, find suppliers, find buyers',
  });

export default function NeedHelpPage() {
  return (
    <PageFrame
      title={ENQUIRY_TEXT.title}
      description={`Tell us about your company and the products you want to buy or sell, and our team will contact you (${NO_FEE_TEXT}).`}
    >
      <NeedHelpForm />
    </PageFrame>
  );
}
