// The set-password form's rule (the contracts' zod schema): set-password-fields.tsx loads this module on
// the form's first check, not with the page, as sign-in does (issue 13).
export { passwordSetupBody } from '@cho-gundam/contracts';
