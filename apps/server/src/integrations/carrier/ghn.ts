import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { SIM_DELIVERY_DAYS } from './simulated.js';
import type {
  Carrier,
  CarrierAddress,
  CarrierStatusUpdate,
  CreateParcelInput,
  Parcel,
  Quote,
  QuoteInput,
  ShipmentStatus,
} from './types.js';

/**
 * GHN (Giao Hàng Nhanh) over its public API v2, through the injected fetch (docs/domain/shipping.md):
 * - fee:    POST {endpoint}/shiip/public-api/v2/shipping-order/fee
 * - create: POST {endpoint}/shiip/public-api/v2/shipping-order/create   (client_order_code = our order code)
 * - detail: POST {endpoint}/shiip/public-api/v2/shipping-order/detail   ({order_code}) → status + log
 * - lookup: POST {endpoint}/shiip/public-api/v2/shipping-order/detail-by-client-code (a retried create)
 * Every call carries the headers `Token` and `ShopId`; every answer is `{code, message, data}` with code 200 on success.
 *
 * Addresses: GHN identifies places by its own district id + ward code (three-level, pre-2025). Ours are
 * Vietnam's 2025 two-level units (province + ward, no district). Without GHN's mapping table we send the
 * names (`*_province_name`, `*_ward_name`, the full text address); a `mapAddress` hook can supply GHN ids
 * (`*_district_id`, `*_ward_code`) once such a table is loaded. See the doc for the gap.
 */
export interface GhnConfig {
  token: string;
  shopId: string;
  endpoint: string;
}

export interface GhnAddressIds {
  districtId: number;
  wardCode: string;
}

export interface GhnDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** GHN's ids for one of our addresses, when a mapping table exists; null → names only */
  mapAddress?: (a: CarrierAddress) => GhnAddressIds | null;
  timeoutMs?: number;
}

/** GHN's "hàng nhẹ" (light parcel) service type. */
export const GHN_SERVICE_TYPE_LIGHT = 2;
/** A boxed Gunpla kit (MG-size box), cm: GHN requires dimensions. */
export const GHN_DEFAULT_BOX = { length: 35, width: 25, height: 12 } as const;
/** GHN insures declared values up to 5.000.000 ₫ (its documented maximum for insurance_value). */
export const GHN_MAX_INSURANCE = 5_000_000;

/** GHN's raw status strings → our shipment statuses (null: informational, not applied). */
export const GHN_STATUS_MAP: Record<string, ShipmentStatus | null> = {
  ready_to_pick: 'ready_to_pick',
  picking: 'picking',
  money_collect_picking: 'picking',
  picked: 'picked',
  storing: 'picked',
  transporting: 'picked',
  sorting: 'picked',
  delivering: 'delivering',
  money_collect_delivering: 'delivering',
  delivered: 'delivered',
  delivery_fail: 'delivery_failed',
  // waiting for the shop's decision: GHN may still re-deliver from here, so the parcel is not yet returning
  waiting_to_return: 'delivery_failed',
  return: 'returning',
  return_transporting: 'returning',
  return_sorting: 'returning',
  returning: 'returning',
  return_fail: 'returning',
  returned: 'returned',
  cancel: 'canceled',
  // the parcel will never arrive: treated like a carrier cancellation (the order fails, the buyer is refunded;
  // the seller claims GHN's insurance)
  damage: 'canceled',
  lost: 'canceled',
  // a hold on GHN's side: shown nowhere, applied to nothing; the next real status follows
  exception: null,
};

// GHN's own words for its statuses (the journey's notes) live beside this file
export { GHN_STATUS_LABELS_VI } from './ghn-labels.js';

export function mapGhnStatus(raw: string): ShipmentStatus | null {
  return Object.prototype.hasOwnProperty.call(GHN_STATUS_MAP, raw) ? GHN_STATUS_MAP[raw]! : null;
}

export const ghnTrackingUrl = (code: string) => `https://donhang.ghn.vn/?order_code=${encodeURIComponent(code)}`;

const carrierError = (msg = 'Đơn vị vận chuyển GHN tạm thời không phản hồi, vui lòng thử lại sau') =>
  new AppError('carrier_error', 502, msg);

interface GhnAnswer<T> {
  code: number;
  message?: string;
  code_message?: string;
  data: T;
}

const fullAddress = (a: CarrierAddress) => [a.detail, a.wardName, a.provinceName].filter(Boolean).join(', ');

export class GhnCarrier implements Carrier {
  readonly name = 'ghn' as const;
  constructor(
    private readonly cfg: GhnConfig,
    private readonly deps: GhnDeps,
  ) {}

  /** One GHN call. Throws AppError('carrier_error') on transport errors; returns the answer when GHN answered (any code). */
  private async post<T>(path: string, body: unknown): Promise<{ httpStatus: number; answer: GhnAnswer<T> | null }> {
    let res: Response;
    try {
      res = await this.deps.fetch(`${this.cfg.endpoint}/shiip/public-api/v2${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Token: this.cfg.token, ShopId: String(this.cfg.shopId) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? 10_000),
      });
    } catch {
      throw carrierError();
    }
    const text = await res.text();
    let answer: GhnAnswer<T> | null;
    try {
      answer = JSON.parse(text) as GhnAnswer<T>;
    } catch {
      answer = null;
    }
    return { httpStatus: res.status, answer };
  }

  private async ok<T>(path: string, body: unknown): Promise<T> {
    const { httpStatus, answer } = await this.post<T>(path, body);
    if (httpStatus !== 200 || !answer || answer.code !== 200) {
      throw carrierError(answer?.message ? `GHN từ chối yêu cầu: ${answer.message}` : undefined);
    }
    return answer.data;
  }

  private addressFields(prefix: 'from' | 'to', a: CarrierAddress) {
    const ids = this.deps.mapAddress?.(a) ?? null;
    return {
      [`${prefix}_name`]: a.fullName,
      [`${prefix}_phone`]: a.phoneNumber,
      [`${prefix}_address`]: fullAddress(a),
      [`${prefix}_ward_name`]: a.wardName,
      [`${prefix}_province_name`]: a.provinceName,
      ...(ids ? { [`${prefix}_district_id`]: ids.districtId, [`${prefix}_ward_code`]: ids.wardCode } : {}),
    };
  }

  private parcelFields(input: QuoteInput) {
    return {
      service_type_id: GHN_SERVICE_TYPE_LIGHT,
      weight: Math.max(1, Math.ceil(input.weightGrams)),
      ...GHN_DEFAULT_BOX,
      insurance_value: Math.min(GHN_MAX_INSURANCE, Math.max(0, Math.round(input.valueVnd))),
    };
  }

  /** GHN's fee answer has no lead time (that is another call needing district ids): the promise uses our day table. */
  private expectedBy(input: QuoteInput): Date {
    const days = input.from.provinceCode === input.to.provinceCode ? SIM_DELIVERY_DAYS.sameProvince : SIM_DELIVERY_DAYS.otherProvince;
    return new Date(this.deps.clock.now().getTime() + days * 86_400_000);
  }

  async quote(input: QuoteInput): Promise<Quote> {
    const from = this.addressFields('from', input.from);
    const to = this.addressFields('to', input.to);
    // the fee endpoint takes no names/phones: only the place fields
    const place = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).filter(([k]) => /_(ward_name|province_name|district_id|ward_code)$/.test(k)));
    const data = await this.ok<{ total: number; service_fee?: number; insurance_fee?: number }>('/shipping-order/fee', {
      ...place(from),
      ...place(to),
      ...this.parcelFields(input),
    });
    if (typeof data?.total !== 'number') throw carrierError();
    return { fee: data.total, expectedDeliveryAt: this.expectedBy(input) };
  }

  async createParcel(input: CreateParcelInput): Promise<Parcel> {
    const body = {
      payment_type_id: 1, // the shop pays GHN: the buyer already paid the delivery fee into escrow
      required_note: 'CHOXEMHANGKHONGTHU', // the buyer may look, not try
      client_order_code: input.orderCode,
      ...this.addressFields('from', input.from),
      ...this.addressFields('to', input.to),
      return_phone: input.from.phoneNumber,
      return_address: fullAddress(input.from),
      cod_amount: 0,
      content: input.items
        .map((i) => `${i.name} x${i.quantity}`)
        .join('; ')
        .slice(0, 2000),
      note: input.note ?? '',
      items: input.items.map((i) => ({ name: i.name, quantity: i.quantity, weight: i.weightGrams })),
      ...this.parcelFields(input),
    };
    const { httpStatus, answer } = await this.post<{ order_code: string; total_fee: number; expected_delivery_time?: string }>(
      '/shipping-order/create',
      body,
    );
    if (httpStatus === 200 && answer?.code === 200 && answer.data?.order_code) {
      const d = answer.data;
      return {
        trackingCode: d.order_code,
        fee: Number(d.total_fee ?? 0),
        expectedDeliveryAt: d.expected_delivery_time ? new Date(d.expected_delivery_time) : this.expectedBy(input),
      };
    }
    // a retried create: GHN refuses a second order with the same client_order_code, so look the first one up
    const existing = await this.byClientCode(input.orderCode);
    if (existing) return { ...existing, expectedDeliveryAt: existing.expectedDeliveryAt ?? this.expectedBy(input) };
    throw carrierError(answer?.message ? `GHN không tạo được vận đơn: ${answer.message}` : undefined);
  }

  private async byClientCode(
    orderCode: string,
  ): Promise<(Omit<Parcel, 'expectedDeliveryAt'> & { expectedDeliveryAt: Date | null }) | null> {
    const { httpStatus, answer } = await this.post<GhnDetail | GhnDetail[]>('/shipping-order/detail-by-client-code', {
      client_order_code: orderCode,
    });
    if (httpStatus !== 200 || answer?.code !== 200) return null;
    const d = Array.isArray(answer.data) ? answer.data[0] : answer.data;
    if (!d?.order_code) return null;
    return { trackingCode: d.order_code, fee: Number(d.total_fee ?? 0), expectedDeliveryAt: d.leadtime ? new Date(d.leadtime) : null };
  }

  /** GHN cancels only before pickup, then sends a picked parcel back (`return`); a finished one refuses both: nothing to stop. */
  async cancelParcel(trackingCode: string): Promise<void> {
    const codes = { order_codes: [trackingCode] };
    const { httpStatus, answer } = await this.post<{ result?: boolean }[]>('/switch-status/cancel', codes);
    if (httpStatus !== 200 || answer?.code !== 200 || answer.data?.[0]?.result === false) await this.post('/switch-status/return', codes);
  }

  /** The parcel's history from GHN's detail: its log (oldest first), then the current status if the log lacks it. */
  async track(trackingCode: string): Promise<CarrierStatusUpdate[]> {
    const raw = await this.ok<GhnDetail | GhnDetail[]>('/shipping-order/detail', { order_code: trackingCode });
    const d = Array.isArray(raw) ? raw[0] : raw;
    if (!d) throw carrierError();
    const entries: { status: string; at: Date }[] = (d.log ?? [])
      .filter((l) => typeof l?.status === 'string' && l.updated_date)
      .map((l) => ({ status: l.status, at: new Date(l.updated_date) }))
      .filter((l) => !Number.isNaN(l.at.getTime()))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const last = entries.at(-1);
    if (d.status && (!last || last.status !== d.status)) {
      const at = d.updated_date ? new Date(d.updated_date) : this.deps.clock.now();
      entries.push({ status: d.status, at: Number.isNaN(at.getTime()) ? this.deps.clock.now() : at });
    }
    const updates: CarrierStatusUpdate[] = [];
    for (const e of entries) {
      const status = mapGhnStatus(e.status);
      if (status)
        updates.push({
          trackingCode,
          carrierStatus: e.status,
          status,
          occurredAt: e.at,
          raw: { status: e.status, updated_date: e.at.toISOString() },
        });
    }
    return updates;
  }
}

interface GhnDetail {
  order_code: string;
  client_order_code?: string;
  status?: string;
  updated_date?: string;
  leadtime?: string;
  total_fee?: number;
  log?: { status: string; updated_date: string }[];
}
