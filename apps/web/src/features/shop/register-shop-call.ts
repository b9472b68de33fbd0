import type { MyShopResponse } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';
import { readMyShopAgain } from './my-shop-resource';

/**
 * `POST /shops {name}`: the member's shop, with the shell's HTTP client rather than RTK Query, whose
 * runtime (~13 KB gzip) would otherwise come with the registration page's first load (issue 13).
 * Failures throw the client's HttpError (status, code, message, details).
 *
 * RTK Query's command invalidated 'MyShop' and 'SellerPlan'. Nothing a member can open keeps a good
 * answer under those tags: they are read by the seller's pages only, so a member's cache holds at
 * most a refusal, which RTK Query asks for again when a screen next opens it. The shop area's frame
 * reads /shops/me outside RTK Query, on every entry: it is read again here all the same, in case it
 * is on screen.
 */
export async function registerShop(name: string): Promise<MyShopResponse> {
  try {
    return await http.post<MyShopResponse>('/shops', { name });
  } finally {
    readMyShopAgain();
  }
}
