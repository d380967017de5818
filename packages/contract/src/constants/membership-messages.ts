/**
 * The memberships' and verification's messages: a module of their own, so that a page whose first load needs none of them does not
 * download them with the spec's other constants (docs/decisions/0009-first-load-budget.md).
 */
export const MEMBERSHIP_MSG = {
  planUnknown: 'This plan does not exist; choose one of the plans offered',
  planNotHigher: (current: string) =>
    `Choose a plan higher than the ${current.toUpperCase()} membership this business already has`,
  ownerOnly: 'Only the owner of this business can buy its membership',
  managersOnly: 'Only the owner or an admin of this business can see its membership',
  receiptOwnerOnly: 'Only the owner of this business can see its receipts',
  receiptNotFound: 'This receipt does not exist',
  paymentMethodMissing: 'Enter your card details first',
  paymentMethodOtherProvider: 'This payment method comes from another payment provider; enter your card details again',
  checkoutMismatch: 'This checkout belongs to another business or plan; reload the page and try again',
  checkoutBusy: 'A payment for this checkout is already under way; wait for it to finish',
  emailInvalid: 'Enter the e-mail address that receives the receipt',
  webhookSignature: 'The webhook signature is missing or does not match',
  verificationPaidOnly: 'Verification comes with a gold, premium or platinum membership; upgrade this business first',
  verificationPending: 'This business already has a verification request waiting for review',
  verificationAlreadyGranted: 'This business is already verified',
  verificationDocumentsRequired: 'Add at least one document: the business registration or a certificate',
  verificationNotFound: 'This verification request does not exist',
  verificationDecided: 'This verification request has already been decided',
  verificationRequested: 'Your verification request was sent. Our staff will review it and let you know.',
  verificationGranted: 'Verification granted',
  verificationRefused: 'Verification refused',
  checkedRequired: 'Say what was checked (at least one item)',
  reasonRequired: 'Give the reason for the refusal',
  staffOnly: 'Only staff can do this',
} as const;
