/**
 * The carrier adapter: GHN in production (GHN_TOKEN, GHN_SHOP_ID, GHN_ENDPOINT), the simulated
 * carrier by default and in tests. Orders ask it for fee quotes at checkout; the shipping module
 * creates parcels with it and applies its status updates.
 */
export interface CarrierAddress {
  fullName: string;
  phoneNumber: string;
  provinceCode: string;
  provinceName: string;
  wardCode: string;
  wardName: string;
  detail: string;
}

export interface QuoteInput {
  from: CarrierAddress;
  to: CarrierAddress;
  weightGrams: number;
  /** declared value, VND (insurance) */
  valueVnd: number;
}

export interface Quote {
  fee: number;
  expectedDeliveryAt: Date;
}

export interface CreateParcelInput extends QuoteInput {
  /** our order code: the carrier's client order code, so a retried create returns the same parcel */
  orderCode: string;
  items: { name: string; quantity: number; weightGrams: number }[];
  note?: string;
}

export interface Parcel {
  trackingCode: string;
  fee: number;
  expectedDeliveryAt: Date;
}

/**
 * Our shipment statuses, in order (status_rank); the carrier's raw strings map onto them. An update
 * applies only when its rank is higher than the shipment's (so late and repeated updates never move
 * it backwards), and nothing applies after a terminal status (delivered, returned, canceled).
 * A re-delivery attempt after `delivery_failed` (GHN: storing → delivering again) is therefore not
 * shown; the attempt's outcome (delivered, or returning → returned) is. docs/domain/shipping.md.
 */
export const SHIPMENT_STATUS_RANK = {
  ready_to_pick: 0,
  picking: 1,
  picked: 2,
  delivering: 3,
  delivery_failed: 4,
  returning: 5,
  delivered: 6,
  returned: 7,
  canceled: 7,
} as const;
export const TERMINAL_SHIPMENT_STATUSES = ['delivered', 'returned', 'canceled'] as const;
export type ShipmentStatus = keyof typeof SHIPMENT_STATUS_RANK;

export interface CarrierStatusUpdate {
  trackingCode: string;
  /** the carrier's raw status string */
  carrierStatus: string;
  status: ShipmentStatus;
  occurredAt: Date;
  raw?: unknown;
}

export interface Carrier {
  readonly name: 'simulated' | 'ghn';
  quote(input: QuoteInput): Promise<Quote>;
  createParcel(input: CreateParcelInput): Promise<Parcel>;
  /** the parcel's status history as the carrier reports it now (polling) */
  track(trackingCode: string): Promise<CarrierStatusUpdate[]>;
  /**
   * Stops a parcel that is not delivered yet: canceled while it waits for pickup, sent back to its
   * sender once picked. A finished parcel (delivered, returned, canceled) is left as it is. The new
   * steps arrive by `track` like any other; repeating the call changes nothing.
   */
  cancelParcel(trackingCode: string): Promise<void>;
}
