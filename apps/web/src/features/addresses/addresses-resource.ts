import type { Address } from '@cho-gundam/contracts';
import { refreshHttpResource, useHttpResource } from '@/shared/hooks/use-http-resource';

/**
 * A member's address book (`GET /users/{id}/addresses`) as the shop registration reads it: with the
 * shell's HTTP client, not RTK Query, so that page's first load does not wait for RTK's runtime
 * (issue 13, ~13 KB gzip). Read again once an address command settles (`readAddressesAgain`, spread
 * into addresses-api.ts's commands with shared/api/read-again.ts). The address book page still reads
 * the same path through RTK Query.
 */
export const addressesPath = (userId: string) => `/users/${userId}/addresses`;

/** The list, asked for on every entry to the page (`freshMs` 0); a screen beside it that shares the answer passes more. */
export const useAddressesResource = (userId: string, freshMs = 0) => useHttpResource<Address[]>(addressesPath(userId), freshMs);

/** Read the member's addresses again if a screen has read them (nothing happens otherwise). */
export const readAddressesAgain = ({ userId }: { userId: string }) => refreshHttpResource(addressesPath(userId));
