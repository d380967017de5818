/**
 * How fast a business answers (decision 0039): the share of inquiries and RFQ invitations answered
 * within RESPONSIVENESS.fastHours over the last RESPONSIVENESS.windowDays days, and the median time
 * to the first reply; shown from RESPONSIVENESS.minSample answered-or-overdue requests.
 */
export const RESPONSIVENESS = { windowDays: 90, fastHours: 48, minSample: 3 } as const;

/** "Usually replies within 3 hours" (rounded up to the hour, then to days from 48 hours). */
export function repliesWithin(medianReplySeconds: number): string {
  const hours = Math.max(1, Math.ceil(medianReplySeconds / 3600));
  if (hours <= 47) return `Usually replies within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.ceil(hours / 24);
  return `Usually replies within ${days} days`;
}
/** "Answers 92% of inquiries within 48 hours". */
export const answeredShare = (rate: number) =>
  `Answers ${Math.round(rate * 100)}% of inquiries within ${RESPONSIVENESS.fastHours} hours`;
