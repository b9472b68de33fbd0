import type { Dayjs } from '@/shared/lib/dayjs';
import { AUCTION_RULES, auctionDeposit, auctionRequestBody, incrementBounds, type AuctionRequestBody } from '@cho-gundam/contracts';
import { pickerValue, vietnamIso } from './moderation-logic';

/**
 * The "Yêu cầu đấu giá" form and its request body (POST /shop/auction-requests). The only rule is
 * the contracts' `auctionRequestBody(now)`, the one the server applies: this file turns the form's
 * values into that body, the schema's issues back into per-field messages, and shows what follows
 * from the typed figures (deposit, increment range, least buy-now, end time). Like every time on
 * the site, the start is picked and shown in Vietnam time, whatever the device's zone.
 */
export interface AuctionRequestFormValues {
  starting_price?: number | null;
  bid_increment?: number | null;
  buy_now_price?: number | null;
  /** a picker value: the Vietnam wall clock (moderation-logic.ts pickerValue / vietnamIso) */
  start_at?: Dayjs | null;
  duration_days?: number | null;
}
export type RequestField = keyof AuctionRequestFormValues;
export const REQUEST_FIELDS: readonly RequestField[] = ['starting_price', 'bid_increment', 'buy_now_price', 'start_at', 'duration_days'];

export const DEFAULT_DURATION_DAYS = 3;
export const DURATION_OPTIONS = Array.from({ length: AUCTION_RULES.durationDaysMax - AUCTION_RULES.durationDaysMin + 1 }, (_, i) => {
  const days = AUCTION_RULES.durationDaysMin + i;
  return { value: days, label: `${days} ngày` };
});
export const START_FORMAT = 'DD/MM/YYYY HH:mm';

/** What an empty required input says (the schema would only say the value is "not a number"). */
const REQUIRED: Partial<Record<RequestField, string>> = {
  starting_price: 'Vui lòng nhập giá khởi điểm',
  bid_increment: 'Vui lòng nhập bước giá',
  start_at: 'Vui lòng chọn thời điểm bắt đầu',
  duration_days: 'Vui lòng chọn thời lượng',
};

/** Time to fill the form in before the 24 h lead runs out. */
const FILLING_MARGIN_MS = 30 * 60_000;

/** The suggested start: at least 24 h (and half an hour to fill the form) ahead, on the next full hour. */
export function defaultStartAt(now: Date): Dayjs {
  const hour = 3_600_000;
  const t = Math.ceil((now.getTime() + AUCTION_RULES.startLeadMs + FILLING_MARGIN_MS) / hour) * hour;
  return pickerValue(new Date(t).toISOString());
}

export function defaultRequestValues(now: Date): AuctionRequestFormValues {
  return {
    starting_price: null,
    bid_increment: null,
    buy_now_price: null,
    start_at: defaultStartAt(now),
    duration_days: DEFAULT_DURATION_DAYS,
  };
}

/** The earliest and latest starts the schema accepts at `now`, as picker values. */
export function startWindow(now: Date): { earliest: Dayjs; latest: Dayjs } {
  const at = (ms: number) => pickerValue(new Date(now.getTime() + ms).toISOString());
  return { earliest: at(AUCTION_RULES.startLeadMs), latest: at(AUCTION_RULES.startMaxAheadMs) };
}

/** The picker greys out days with no allowed moment (before 24 h, after 60 days). */
export function isStartDayDisabled(day: Dayjs, now: Date): boolean {
  const { earliest, latest } = startWindow(now);
  return day.isBefore(earliest, 'day') || day.isAfter(latest, 'day');
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** On the first and last allowed day, the hours and minutes outside the window are greyed out too. */
export function disabledStartTime(day: Dayjs | null, now: Date) {
  const { earliest, latest } = startWindow(now);
  const first = !!day && day.isSame(earliest, 'day');
  const last = !!day && day.isSame(latest, 'day');
  return {
    disabledHours: () => [...(first ? range(0, earliest.hour()) : []), ...(last ? range(latest.hour() + 1, 24) : [])],
    disabledMinutes: (hour: number) => [
      ...(first && hour === earliest.hour() ? range(0, earliest.minute()) : []),
      ...(last && hour === latest.hour() ? range(latest.minute() + 1, 60) : []),
    ],
  };
}

const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Rounds up to the money step (1.000 ₫): the least amount the schema takes. */
const stepUp = (n: number) => Math.ceil(n / AUCTION_RULES.moneyStep) * AUCTION_RULES.moneyStep;

export interface RequestFigures {
  /** what each bidder holds to join (the current deposit rate of the starting price) */
  deposit: number | null;
  /** the increments allowed for the typed starting price */
  increment: { min: number; max: number } | null;
  /** the least buy-now price (150 %) */
  buyNowMin: number | null;
  /** start + duration */
  endAt: Dayjs | null;
}

/** What the typed figures lead to; null where the starting price or the times are not usable yet. */
export function requestFigures(v: AuctionRequestFormValues, depositBps: number = AUCTION_RULES.depositBps): RequestFigures {
  const sp = v.starting_price;
  const usable = given(sp) && sp >= AUCTION_RULES.startingPriceMin;
  return {
    deposit: usable ? auctionDeposit(sp, depositBps) : null,
    increment: usable ? incrementBounds(sp) : null,
    buyNowMin: usable ? stepUp((sp * AUCTION_RULES.buyNowMinBps) / 10_000) : null,
    endAt: v.start_at && given(v.duration_days) ? v.start_at.add(v.duration_days, 'day') : null,
  };
}

/** The body as the form holds it; empty inputs are left out (the schema names them), no buy-now is null. */
export function toRequestBody(kitId: string, v: AuctionRequestFormValues): Record<string, unknown> {
  return {
    kit_id: kitId,
    starting_price: v.starting_price ?? undefined,
    bid_increment: v.bid_increment ?? undefined,
    buy_now_price: v.buy_now_price ?? null,
    start_at: v.start_at ? vietnamIso(v.start_at) : undefined,
    duration_days: v.duration_days ?? undefined,
  };
}

export interface RequestCheck {
  /** the body to send, when the schema accepts it */
  body: AuctionRequestBody | null;
  /** the first message of each field the schema refuses */
  fields: Partial<Record<RequestField, string>>;
  /** a refusal that belongs to no input (e.g. the kit) */
  general: string | null;
}

const isField = (k: unknown): k is RequestField => typeof k === 'string' && (REQUEST_FIELDS as readonly string[]).includes(k);

/**
 * The form's values through the shared schema at `now`: the body, or a message per field. An empty
 * required input says so; the increment range is not shown against a starting price that is itself
 * refused (it would read "từ 10.000 ₫ đến 5.000 ₫").
 */
export function checkRequest(kitId: string, v: AuctionRequestFormValues, now: Date): RequestCheck {
  const fields: Partial<Record<RequestField, string>> = {};
  for (const f of REQUEST_FIELDS) {
    const value = v[f];
    if (REQUIRED[f] && (value === null || value === undefined)) fields[f] = REQUIRED[f];
  }
  const parsed = auctionRequestBody(now).safeParse(toRequestBody(kitId, v));
  if (parsed.success && Object.keys(fields).length === 0) return { body: parsed.data, fields, general: null };
  let general: string | null = null;
  const issues = parsed.success ? [] : parsed.error.issues;
  const priceRefused = issues.some((i) => i.path[0] === 'starting_price');
  for (const issue of issues) {
    const key = issue.path[0];
    if (!isField(key)) {
      general ??= issue.message;
      continue;
    }
    // the range of a refused starting price means nothing (its step rule still applies)
    const inSteps = (v.bid_increment ?? 0) % AUCTION_RULES.moneyStep === 0;
    if (key === 'bid_increment' && priceRefused && issue.code === 'custom' && inSteps) continue;
    fields[key] ??= issue.message;
  }
  return { body: null, fields, general };
}
