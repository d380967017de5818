/**
 * The contract's request schemas that forms check only when they are sent, in a chunk of their
 * own (loaded by load-form-schemas.ts, never imported statically): zod is ~24 KB compressed and
 * these forms only need it on submit, so their pages load it after hydration instead of with
 * their first load (decision 0009). A form that checks while typing imports its schema as usual.
 */
export {
  ZChangePasswordRequest,
  ZCreateApiKeyRequest,
  ZCreateBusinessRequest,
  ZCreateQuoteRequest,
  ZCreateRfqRequest,
  ZCreateSavedSearchRequest,
  ZCreateWebhookRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZGrantVerificationRequest,
  ZInviteMemberRequest,
  ZLoginRequest,
  ZNeedHelpRequest,
  ZRefuseVerificationRequest,
  ZRegisterRequest,
  ZReportRequest,
  ZResetPasswordRequest,
  ZReviewDecisionRequest,
  ZReviewReplyRequest,
  ZReviewRequest,
  ZSendInquiryRequest,
  ZUpdateBusinessRequest,
  ZUpdateProfileRequest,
  ZUpdateQuoteRequest,
  ZVerificationRequest,
} from '@wbn/contract/schemas';
