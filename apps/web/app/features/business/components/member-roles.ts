/** The roles of a business's people as the members tab names them. */
import { MEMBER_ROLES } from '@wbn/contract/constants';

export const ROLE_LABEL = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;
export const roleOptions = MEMBER_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));
