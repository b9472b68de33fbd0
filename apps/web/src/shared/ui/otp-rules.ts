// The code field's rule (the contracts' zod schema): otp-field.tsx loads it on the field's first
// check, so a page with a code field (the account's phone dialog, sign-up) does not carry zod on its
// first load (issue 13).
export { otpField } from '@cho-gundam/contracts';
