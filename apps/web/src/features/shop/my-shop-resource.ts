import type { MyShopResponse } from '@cho-gundam/contracts';
import { refreshHttpResource, useHttpResource } from '@/shared/hooks/use-http-resource';

/**
 * `GET /shops/me` (the shop and its plan's usage) as the shop area's frame reads it: with the shell's
 * HTTP client, not RTK Query, so the seller centre's first page does not wait for RTK's runtime
 * (issue 13, ~13.5 KB gzip). Asked for on every entry to /shop, and again once a command that moves
 * the shop's name or quota settles (`readMyShopAgain`, spread into those commands with
 * shared/api/read-again.ts). The address page still reads the same path through RTK Query.
 */
export const MY_SHOP_PATH = '/shops/me';

export const useMyShopResource = () => useHttpResource<MyShopResponse>(MY_SHOP_PATH, 0);

/** Read `/shops/me` again if the shop area has read it (nothing happens otherwise). */
export const readMyShopAgain = () => refreshHttpResource(MY_SHOP_PATH);
