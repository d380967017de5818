/**
 * The account forms' request schemas, in a chunk of their own (loaded by load-auth-schemas.ts,
 * never imported statically): zod is ~24 KB gzipped and the forms only need it when submitted, so
 * the pages load it after hydration instead of with their first load (decision 0009).
 */
export { ZForgotPasswordRequest, ZLoginRequest, ZRegisterRequest, ZResetPasswordRequest } from '@wbn/contract';
