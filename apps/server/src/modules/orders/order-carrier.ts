import type { Tx } from '../../db/client.js';

/**
 * How the shipping module moves an order when the carrier reports progress (implemented by the
 * orders work of issue 4): `delivering` from packaging, `delivered` from delivering (or straight
 * from packaging when the carrier jumps), `failed` when the parcel failed or was returned (buyer
 * refunded, kit back to the seller). Idempotent: an order already at or past `to` is left alone
 * and `false` is returned.
 */
export interface CarrierOrderUpdate {
  orderId: string;
  to: 'delivering' | 'delivered' | 'failed';
  at: Date;
  note?: string;
}

export async function applyCarrierStatus(_tx: Tx, _update: CarrierOrderUpdate): Promise<boolean> {
  throw new Error('applyCarrierStatus: not built yet');
}
