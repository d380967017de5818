/** Inquiry threads' statuses, without zod (decision 0009); schemas/requests.ts holds the schemas, spec.ts the limits and REQUEST_MSG. */
export const REQUEST_STATUSES = ['open', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
