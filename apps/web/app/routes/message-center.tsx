import { BRAND_NAME, CITY_NAME, NAV_LABELS, SITE_PATHS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { Paragraphs, ServiceSections } from '~/features/pages/components/blocks';
import { MESSAGE_CENTER_INTRO, MESSAGE_CENTER_SECTIONS } from '~/features/pages/content/services';

export const meta = () =>
  pageMeta({
    title: 'Message center',
    description: `How businesses on ${BRAND_NAME} ${CITY_NAME} exchange requests and messages with buyers and suppliers.`,
    keywords: `message center, business requests, inquiries, B2B messaging, ${CITY_NAME}`,
  });

export default function MessageCenter() {
  return (
    <PageFrame
      title="Message center"
      description="Where members exchange requests and messages with buyers and suppliers."
    >
      <Paragraphs items={[MESSAGE_CENTER_INTRO]} className="mb-8" />
      <ServiceSections sections={MESSAGE_CENTER_SECTIONS} />
      <ButtonLink to={SITE_PATHS.myMessages} variant="secondary" className="mt-8">
        {NAV_LABELS.messages}
      </ButtonLink>
    </PageFrame>
  );
}
