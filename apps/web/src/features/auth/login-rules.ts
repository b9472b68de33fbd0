// The sign-in form's rules (the contracts' zod schemas): login-form.tsx loads this module on the form's
// first check, not with the page, so a phone's cold load of sign-in does not carry zod (issue 13).
export { emailField, loginBody } from '@cho-gundam/contracts';
