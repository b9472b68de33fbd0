// The shop name's rule (the contracts' zod schema), loaded on the field's first check (shop-name-field.tsx):
// shop registration's first load does not carry zod (issue 13).
export { shopNameField } from '@cho-gundam/contracts';
