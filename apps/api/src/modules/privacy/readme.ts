/** The README.txt of a member's export ZIP: what each file holds (decision 0033). */
import { SITE_NAME } from '@wbn/contract';

export const exportReadme = (at: string, skipped: readonly string[]) =>
  [
    `Your data from ${SITE_NAME}`,
    '',
    `Made on ${at} (UTC). One file per part, in JSON:`,
    'profile.json: your account, your profile and your notification settings',
    'businesses.json: the businesses you own with their categories, products, team invitations, memberships, verification requests and answer times; the teams you are in; your favorites',
    'posts.json, comments.json, likes.json: what you posted, commented and liked',
    'follows.json, connections.json: whom you follow; your connection requests and those to your businesses',
    'messages.json: the conversations you and your businesses are part of, with every message',
    'receipts.json: the membership payments you made, and your checkouts',
    'notifications.json: what you were told in the app',
    'sessions.json: where your account signed in',
    'safety.json: the members you blocked and the reports you sent',
    'saved-searches.json: the searches you saved and how often they alert you',
    'reviews.json: the reviews you wrote with their earlier versions, and the public reviews of the businesses you own with their replies',
    'rfqs.json: your requests for quotation with the businesses invited, the quotes your businesses sent, and the quotes on your requests',
    'integrations.json: the API keys (names, never secrets) and webhook endpoints (never their signing secrets) of your businesses',
    'insights.json: the visits, search appearances, clicks and search words counted for your businesses, per day',
    'need-help.json: the Contact Us forms sent from your e-mail address',
    'pictures/: the pictures you uploaded',
    ...(skipped.length ? ['', 'Pictures not included (missing, or over the size limit):', ...skipped] : []),
    '',
  ].join('\n');
