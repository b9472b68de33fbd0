// The address form's rules (the contracts' zod schemas): address-form.tsx loads this module on the
// form's first check, so the pages with an address form (the address book, shop registration) do not
// carry zod on their first load (issue 13).
export { addressInput, fullNameField, phoneField } from '@cho-gundam/contracts';
