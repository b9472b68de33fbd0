import {
  COMPENSATION_PAYER_LABELS,
  EXCHANGE_RULES,
  exchangeOfferBody,
  revisionRequestBody,
  type CompensationPayer,
  type ExchangeOffer,
} from '@cho-gundam/contracts';
import type { OfferBody } from './exchange-board-api';

/**
 * The offer form's rules ("Gửi đề nghị trao đổi" and a revision), kept pure: what the form holds, the
 * body it sends, and its checks, which are the server's own zod schema (contracts exchangeOfferBody),
 * so the form and the server refuse the same things with the same Vietnamese words.
 */
export interface OfferFormValues {
  post_kit_ids: string[];
  my_kit_ids: string[];
  /** "Có bù tiền" */
  compensate: boolean;
  payer: CompensationPayer;
  amount: number | null;
  note: string;
}
export type OfferField = 'post_kit_ids' | 'my_kit_ids' | 'payer' | 'amount' | 'note';

export const PAYER_OPTIONS = (Object.keys(COMPENSATION_PAYER_LABELS) as CompensationPayer[]).map((p) => ({
  value: p,
  label: COMPENSATION_PAYER_LABELS[p],
}));
export const { compensationMin: COMPENSATION_MIN, compensationMax: COMPENSATION_MAX, noteMax: NOTE_MAX } = EXCHANGE_RULES;

/** A new offer starts empty (the offerer pays, when they choose to); a revision starts from the offer as it is. */
export function offerFormInitial(
  offer?: Pick<ExchangeOffer, 'post_kits' | 'offerer_kits' | 'compensation' | 'note'> | null,
): OfferFormValues {
  return {
    post_kit_ids: offer?.post_kits.map((k) => k.id) ?? [],
    my_kit_ids: offer?.offerer_kits.map((k) => k.id) ?? [],
    compensate: !!offer?.compensation,
    payer: offer?.compensation?.payer ?? 'offerer',
    amount: offer?.compensation?.amount ?? null,
    note: offer?.note ?? '',
  };
}

/** The request body; no compensation unless "Có bù tiền" is on. */
export function offerBody(v: OfferFormValues): OfferBody {
  return {
    post_kit_ids: v.post_kit_ids,
    my_kit_ids: v.my_kit_ids,
    compensation: v.compensate ? { payer: v.payer, amount: v.amount as number } : null,
    note: v.note.trim(),
  };
}

/** The zod issue's path → the form field that shows it. */
function fieldOf(path: readonly PropertyKey[]): OfferField {
  const [head, sub] = path;
  if (head === 'compensation') return sub === 'payer' ? 'payer' : 'amount';
  if (head === 'post_kit_ids' || head === 'my_kit_ids' || head === 'note') return head;
  return 'amount';
}

/** Checks the form against the contract: the body to send, or the first message of each field. */
export function checkOffer(v: OfferFormValues): { ok: true; body: OfferBody } | { ok: false; errors: Partial<Record<OfferField, string>> } {
  if (v.compensate && (v.amount === null || v.amount === undefined)) {
    return { ok: false, errors: { amount: 'Hãy nhập số tiền bù' } };
  }
  const r = exchangeOfferBody.safeParse(offerBody(v));
  if (r.success) return { ok: true, body: offerBody(v) };
  const errors: Partial<Record<OfferField, string>> = {};
  for (const issue of r.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The poster's note asking for a revision (contracts revisionRequestBody): a message, or null when fine. */
export function revisionNoteProblem(note: string): string | null {
  const r = revisionRequestBody.safeParse({ note });
  return r.success ? null : (r.error.issues[0]?.message ?? 'Ghi chú không hợp lệ');
}
