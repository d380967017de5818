/** Addresses of a business's screens (the spec's route table). */
import { businessPath } from '@wbn/contract/constants';

export const EDIT_TABS = ['general', 'contact', 'factory', 'trade', 'terms', 'certificates'] as const;
export type EditTab = (typeof EDIT_TABS)[number];
export const isEditTab = (s: string | undefined): s is EditTab => (EDIT_TABS as readonly string[]).includes(s ?? '');

export const businessLinks = (id: string) => ({
  /** "View as a buyer" (owner) or the plain page by id. */
  view: `/business/${id}/`,
  /** Owner edit mode ("Manage Business"). */
  manage: `/business/${id}/?editMode=1`,
  edit: (tab: EditTab = 'general') => `/business/${id}/edit/${tab}`,
  products: `/business/${id}/products`,
  sendRequest: `/business/${id}/send-request`,
  requests: `/business/${id}/requests`,
  membership: `/business/${id}/membership`,
  members: `/business/${id}/members`,
  /** API keys and webhooks (owner and admins). */
  developers: `/business/${id}/developers`,
  insights: `/business/${id}/insights`,
});

/** The public, shareable page: company name and id. */
export const publicBusinessPath = (b: { businessID: string; general: { companyName: string } }) =>
  businessPath(b.general.companyName, b.businessID);

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
