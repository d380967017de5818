/**
 * The "…" menus of a member's profile, a company page, a product and a comment, each with what
 * applies: Report, and Block or Unblock (not for a product: a company is blocked from its page).
 * Nobody is offered them about themselves or a business they belong to (the API refuses both);
 * until the viewer's businesses are known, the company's menus wait. Loaded once the page has
 * hydrated, each by a React.lazy of its page (decision 0009).
 */
import { REVIEW_TEXT } from '@wbn/contract/constants';
import { useSession } from '~/lib/session-context';
import { useMyBusinesses } from '~/lib/my-businesses';
import { SafetyMenu } from './safety-menu';

export type PageSafetyProps =
  | { kind: 'member'; userID: string; name: string }
  | { kind: 'business'; businessID: string; companyName: string }
  | { kind: 'product'; productID: string; name: string; businessID: string }
  /** `businessID` when written as a business: the block is then the company's (its owner). */
  | { kind: 'comment'; commentID: string; name: string; userID: string; businessID?: string }
  /** A review is its author's own: the business's team may report it too (decision 0073). */
  | { kind: 'review'; reviewID: string; name: string; userID: string };

/** Whether the viewer belongs to `businessID`: undefined while their businesses load. */
function useBelongsTo(businessID: string | undefined) {
  const mine = useMyBusinesses(Boolean(businessID));
  if (!businessID) return false;
  return mine.data ? mine.data.some((b) => b.businessID === businessID) : undefined;
}

export function PageSafetyMenu(props: PageSafetyProps) {
  const { userID: viewer } = useSession();
  const businessID = props.kind === 'member' || props.kind === 'review' ? undefined : props.businessID;
  const belongs = useBelongsTo(businessID);
  if (belongs !== false) return null;

  switch (props.kind) {
    case 'member':
      if (props.userID === viewer) return null;
      return (
        <SafetyMenu
          label={`More actions for ${props.name}`}
          report={{ target: { type: 'user', id: props.userID }, label: 'Report member', subject: props.name }}
          block={{ target: { userID: props.userID }, name: props.name, checkBlocked: true }}
        />
      );
    case 'business':
      return (
        <SafetyMenu
          label={`More actions for ${props.companyName}`}
          report={{
            target: { type: 'business', id: props.businessID },
            label: 'Report company page',
            subject: props.companyName,
          }}
          block={{
            target: { businessID: props.businessID },
            name: props.companyName,
            label: 'Block this company',
            unblockLabel: 'Unblock this company',
            checkBlocked: true,
          }}
        />
      );
    case 'product':
      return (
        <SafetyMenu
          label={`More actions for ${props.name}`}
          report={{ target: { type: 'product', id: props.productID }, label: 'Report product', subject: props.name }}
        />
      );
    case 'comment': {
      if (props.userID === viewer) return null;
      const target = props.businessID ? { businessID: props.businessID } : { userID: props.userID };
      return (
        <SafetyMenu
          size="sm"
          label={`More actions for the comment by ${props.name}`}
          report={{
            target: { type: 'comment', id: props.commentID },
            label: 'Report comment',
            subject: `The comment by ${props.name}`,
          }}
          block={{ target, name: props.name }}
        />
      );
    }
    case 'review':
      if (props.userID === viewer) return null;
      return (
        <SafetyMenu
          size="sm"
          label={REVIEW_TEXT.moreActions(props.name)}
          report={{
            target: { type: 'review', id: props.reviewID },
            label: REVIEW_TEXT.report,
            subject: REVIEW_TEXT.reportSubject(props.name),
          }}
          block={{ target: { userID: props.userID }, name: props.name }}
        />
      );
  }
}
