import {
  JOURNAL_REFERENCE_LABELS,
  ledgerAccountLabel,
  TOPUP_QUERY_OUTCOME_LABELS,
  TOPUP_STATUS_LABELS,
  type Journal,
  type JournalList,
  type JournalQuery,
  type ModeratorTopup,
  type ModeratorTopupDetail,
  type ModeratorWithdrawalDetail,
  type ModeratorTopupFilters,
  type ModeratorWithdrawalFilters,
  type PageQuery,
  type Paged,
  type ReconciliationDetail,
  type TopupQueryResult,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { csvDocument, csvLines } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { vnDate, vnDateTime, vnDayEnd, vnDayRange, vnDayStart } from '../../lib/time.js';
import { listJournals, platformBalance, reconcile, reconciliationFigures, type JournalFilter } from '../ledger/index.js';
import { findTopupWithMember, listTopupsWithMembers } from './topups.repository.js';
import type { TopupService } from './topups.service.js';
import { presentModeratorTopup, presentModeratorWithdrawal } from './wallet.presenter.js';
import { findWithdrawalWithMember, withdrawalQueue } from './withdrawals.repository.js';

/** The page of a list that starts at `offset` (exports read the page-numbered lists through csvLines). */
const pageAt = (offset: number, limit: number) => ({ page: offset / limit + 1, page_size: limit });

type JournalFilters = Omit<JournalQuery, 'page' | 'page_size'>;
const journalFilter = (q: JournalFilters): JournalFilter => ({
  referenceType: q.reference_type,
  referenceId: q.reference_id || undefined,
  from: q.from ? vnDayStart(q.from) : undefined,
  to: q.to ? vnDayEnd(q.to) : undefined,
});

async function journalPage(db: Db, q: JournalFilters, limit: number, offset: number) {
  const { journals, total } = await listJournals(db, journalFilter(q), limit, offset);
  const items: Journal[] = journals.map(({ journal: j, lines }) => ({
    id: j.id,
    kind: j.kind,
    posting_key: j.postingKey,
    reference_type: j.referenceType,
    reference_id: j.referenceId,
    memo: j.memo,
    created_at: j.createdAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      account_id: l.accountId,
      kind: l.kind,
      label: ledgerAccountLabel(l.kind),
      owner_id: l.ownerId,
      owner_name: l.ownerName,
      amount: l.amount,
      balance_after: l.balanceAfter,
    })),
  }));
  return { items, total };
}

/**
 * The moderator's side of money (docs/domain/back-office.md): top-ups with a gateway query on
 * demand, the reconciliation report with its figures, and the journal browser; CSV of top-ups, withdrawals and journals.
 */
export function moderatorService({ db, clock, topups }: { db: Db; clock: Clock; topups: Pick<TopupService, 'queryNow'> }) {
  return {
    async topups(staff: Actor, q: ModeratorTopupFilters & PageQuery): Promise<Paged<ModeratorTopup>> {
      authorize(staff, 'staff.work');
      const { rows, total } = await listTopupsWithMembers(db, { ...q, ...vnDayRange(q) });
      return { items: rows.map((r) => presentModeratorTopup(r.topup, r)), page: q.page, page_size: q.page_size, total };
    },

    /** One top-up for the table's detail drawer. */
    async topup(staff: Actor, id: string): Promise<ModeratorTopupDetail> {
      authorize(staff, 'staff.work');
      const row = await findTopupWithMember(db, id);
      if (!row) throw notFound('Không tìm thấy giao dịch nạp tiền');
      return { ...presentModeratorTopup(row.topup, row), user_phone: row.phone };
    },

    /** One withdrawal request for the queue's detail drawer, with who decided it. */
    async withdrawal(staff: Actor, id: string): Promise<ModeratorWithdrawalDetail> {
      authorize(staff, 'staff.work');
      const row = await findWithdrawalWithMember(db, id);
      if (!row) throw notFound('Không tìm thấy yêu cầu rút tiền');
      return { ...presentModeratorWithdrawal(row.withdrawal, row), user_phone: row.phone, processed_by_name: row.processedByName };
    },

    /** "Tra cứu cổng thanh toán" now, and the top-up as it stands after the answer. */
    async queryTopup(staff: Actor, id: string): Promise<TopupQueryResult> {
      authorize(staff, 'topup.query_gateway');
      const { outcome } = await topups.queryNow(staff, id);
      const row = await findTopupWithMember(db, id);
      if (!row) throw notFound('Không tìm thấy giao dịch nạp tiền');
      return { outcome, outcome_label: TOPUP_QUERY_OUTCOME_LABELS[outcome], topup: presentModeratorTopup(row.topup, row) };
    },

    /** The list's filters and sort, every page (up to lib/csv's CSV_MAX_ROWS). */
    async topupsCsv(staff: Actor, q: ModeratorTopupFilters) {
      authorize(staff, 'staff.work');
      const lines = await csvLines(
        async (offset, limit) => (await listTopupsWithMembers(db, { ...q, ...vnDayRange(q), ...pageAt(offset, limit) })).rows,
        (rows) =>
          rows.map(({ topup: t, name, email }) => {
            const meta = t.metadata as { needs_review?: boolean; review_reason?: string };
            return [
              vnDateTime(t.createdAt),
              name,
              email,
              t.amount,
              t.provider === 'zalopay' ? 'ZaloPay' : 'Thử nghiệm',
              t.appTransId,
              t.gatewayTransId,
              TOPUP_STATUS_LABELS[t.status],
              meta.needs_review ? (meta.review_reason ?? 'Cần kiểm tra') : null,
              t.succeededAt ? vnDateTime(t.succeededAt) : null,
              t.lastQueriedAt ? vnDateTime(t.lastQueriedAt) : null,
            ];
          }),
      );
      const header = [
        'Thời gian',
        'Thành viên',
        'Email',
        'Số tiền',
        'Cổng',
        'Mã giao dịch',
        'Mã ZaloPay',
        'Trạng thái',
        'Cần kiểm tra',
        'Cộng tiền lúc',
        'Tra cứu lần cuối',
      ];
      return { filename: `nap-tien-${vnDate(clock.now())}.csv`, body: csvDocument(header, lines) };
    },

    /** The withdrawal requests as the queue shows them (filters and sort), every page (up to lib/csv's CSV_MAX_ROWS). */
    async withdrawalsCsv(staff: Actor, q: ModeratorWithdrawalFilters) {
      authorize(staff, 'staff.work');
      const lines = await csvLines(
        async (offset, limit) => (await withdrawalQueue(db, { ...q, ...vnDayRange(q), ...pageAt(offset, limit) })).rows,
        (rows) =>
          rows.map((r) => {
            const w = presentModeratorWithdrawal(r.withdrawal, r);
            return [
              vnDateTime(r.withdrawal.createdAt),
              w.user_name,
              w.user_email,
              w.amount,
              w.bank_name,
              w.account_number,
              w.account_name,
              w.status_label,
              w.bank_reference,
              w.reject_reason,
              r.withdrawal.processedAt ? vnDateTime(r.withdrawal.processedAt) : null,
            ];
          }),
      );
      const header = [
        'Thời gian',
        'Thành viên',
        'Email',
        'Số tiền',
        'Ngân hàng',
        'Số tài khoản',
        'Chủ tài khoản',
        'Trạng thái',
        'Mã giao dịch ngân hàng',
        'Lý do từ chối',
        'Xử lý lúc',
      ];
      return { filename: `rut-tien-${vnDate(clock.now())}.csv`, body: csvDocument(header, lines) };
    },

    /** Every account's cached balance against its lines, escrow and held money against what is open, and "khớp" or the differences. */
    async reconciliation(staff: Actor): Promise<ReconciliationDetail> {
      authorize(staff, 'ledger.inspect');
      const [report, figures] = await Promise.all([reconcile(db, clock.now()), reconciliationFigures(db)]);
      const kinds = ['escrow', 'revenue', 'shipping', 'gateway_clearing', 'payouts'] as const;
      const balances = await Promise.all(kinds.map((k) => platformBalance(db, k)));
      const row = (r: { cached: number; lines: number }) => ({ cached: r.cached, lines: r.lines, difference: r.cached - r.lines });
      const o = figures.obligations;
      return {
        clean: report.clean,
        checked_at: report.checkedAt,
        accounts: report.accounts,
        journals: report.journals,
        problems: report.problems,
        platform: Object.fromEntries(kinds.map((k, i) => [k, balances[i]!])),
        platform_accounts: figures.platformAccounts.map((a) => ({ kind: a.kind, label: ledgerAccountLabel(a.kind), ...row(a) })),
        member_kinds: figures.memberKinds.map((a) => ({ kind: a.kind, label: ledgerAccountLabel(a.kind), count: a.count, ...row(a) })),
        mismatched_accounts: figures.mismatched.map((a) => ({
          account_id: a.accountId,
          kind: a.kind,
          label: ledgerAccountLabel(a.kind),
          owner_id: a.ownerId,
          owner_name: a.ownerName,
          ...row(a),
        })),
        obligations: {
          escrow: o.escrow,
          sellers_pending: o.sellersPending,
          open_orders_seller_share: o.openOrdersSellerShare,
          members_held: o.membersHeld,
          open_orders_total: o.openOrdersTotal,
          pending_withdrawals: o.pendingWithdrawals,
          held_deposits: o.heldDeposits,
        },
      };
    },

    /** The journal browser: by reference (order, auction, withdrawal, top-up…) and/or day, newest first, with the lines. */
    async journals(staff: Actor, q: JournalQuery): Promise<JournalList> {
      authorize(staff, 'ledger.inspect');
      const { items, total } = await journalPage(db, q, q.page_size, (q.page - 1) * q.page_size);
      return { items, page: q.page, page_size: q.page_size, total };
    },

    /** The same journals as CSV, one row per line. */
    async journalsCsv(staff: Actor, q: JournalFilters) {
      authorize(staff, 'ledger.inspect');
      const lines = await csvLines(
        async (offset, limit) => (await journalPage(db, q, limit, offset)).items,
        (journals) =>
          journals.flatMap((j) =>
            j.lines.map((l) => [
              vnDateTime(new Date(j.created_at)),
              j.posting_key,
              j.kind,
              j.reference_type ? (JOURNAL_REFERENCE_LABELS[j.reference_type] ?? j.reference_type) : null,
              j.reference_id,
              j.memo,
              l.label,
              l.owner_name ?? (l.owner_id ? l.owner_id : 'Nền tảng'),
              l.amount,
              l.balance_after,
            ]),
          ),
      );
      const header = [
        'Thời gian',
        'Mã bút toán',
        'Loại',
        'Tham chiếu',
        'Mã tham chiếu',
        'Diễn giải',
        'Tài khoản',
        'Chủ tài khoản',
        'Số tiền',
        'Số dư sau',
      ];
      return { filename: `so-cai-${vnDate(clock.now())}.csv`, body: csvDocument(header, lines) };
    },
  };
}

export type ModeratorService = ReturnType<typeof moderatorService>;
