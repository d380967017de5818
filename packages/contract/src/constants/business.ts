/**
 * The business area's plain constants, messages and types, without zod: pages import these with
 * their first load, while the schemas of schemas/business.ts (and the types inferred from them) come with the
 * forms and the API (decision 0009).
 */

/** Roles a user can hold in a business (the spec's "Business session"). */
export const BUSINESS_ROLES = ['owner', 'admin', 'member'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];
export type BusinessSession = BusinessRole | 'none';

type Ref<K extends string> = { [P in K]: string } & { name: string };
export type RefName<K extends string> = Ref<K>;
export type BusinessMember = {
  userID: string;
  firstName: string;
  lastName: string;
  email: string;
  role: BusinessRole;
  profilePhoto: { url: string } | null;
};

// ---- Invitations to join a business (the person accepts or declines) ----
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_MSG = {
  sent: (email: string) => `We sent an invitation to ${email}. They join the business once they accept it.`,
  accepted: (company: string) => `You joined ${company}.`,
  declined: 'Invitation declined.',
  cancelled: 'Invitation cancelled.',
  left: (company: string) => `You left ${company}.`,
  notFound: 'This invitation does not exist or is no longer open.',
  alreadyMember: 'This person is already in the business',
  ownerCannotLeave: 'The owner cannot leave the business',
} as const;
