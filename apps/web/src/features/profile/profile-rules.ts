// The account page's field rules (the contracts' zod schemas): its forms load this module on their
// first check, not with the page, so a cold load of the account page does not carry zod (issue 13).
export { fullNameField, passwordField, phoneField } from '@cho-gundam/contracts';
