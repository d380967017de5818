/** POST /api/needhelp/send. Answers 201 with the enquiry id; 400 carries error.fields; 429 when too many. */
import type { NeedHelpRequest } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';

export const NEEDHELP_SEND_PATH = '/api/needhelp/send';

export const sendEnquiry = (body: NeedHelpRequest) =>
  apiRequest<{ enquiryID: string }>(NEEDHELP_SEND_PATH, { method: 'POST', body, auth: false });
