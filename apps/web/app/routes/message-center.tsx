import { NAV_LABELS, SITE_PATHS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';

export const meta = () =>
  pageMeta({
    title: 'Message center',
    description: 'How businesses on WBN Miami exchange requests and messages with buyers and suppliers.',
    keywords: 'message center, business requests, B2B messaging',
  });

export default function MessageCenter() {
  return (
    <PageFrame title="Message center" description="Where members exchange requests and messages with buyers and suppliers.">
      <Prose>
        <p>Every business receives inquiries in its own message center; members read and answer them from Messages.</p>
      </Prose>
      <ButtonLink to={SITE_PATHS.myMessages} variant="secondary" className="mt-6">
        {NAV_LABELS.messages}
      </ButtonLink>
    </PageFrame>
  );
}
