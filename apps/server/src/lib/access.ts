import { isStaff, type Role } from '@cho-gundam/contracts';
import { AppError, forbidden, notFound, unauthenticated } from './errors.js';

/**
 * The one access policy (docs/decisions/0005-module-boundaries.md). Every use case starts with
 * `authorize(actor, action, resource)`: one call checks the caller's role and their relation to
 * the resource. Route plugins gate on the role part with `app.allow(action)` before the body is
 * read, and screens ask `can(…)` to show only the buttons that would be allowed.
 *
 * How a refusal reads:
 * - not signed in → 401;
 * - a role that may never do it → 403 with the rule's `roleMessage` (or the generic one);
 * - the right role but somebody else's resource → 404 with `hidden` when the caller has no
 *   business knowing it exists, or 403 with `refusal` when they take part in it in another role
 *   (the buyer pressing a seller's button is told so; a stranger learns nothing).
 */
export interface Actor {
  userId: string;
  /** read from the database on every request, so a role change or a lock applies at once */
  role: Role;
  sessionId: string;
}

const SIGNED_IN: readonly Role[] = ['member', 'seller', 'moderator', 'admin'];
const STAFF: readonly Role[] = ['moderator', 'admin'];

interface Rule<R> {
  roles: readonly Role[];
  roleMessage?: string;
  /** may this actor act on this resource? (staff pass when `staffPass` is set) */
  allows?: (actor: Actor, resource: R) => boolean;
  staffPass?: boolean;
  /** the actor takes part in the resource, so a refusal may say why */
  involved?: (actor: Actor, resource: R) => boolean;
  refusal?: string;
  hidden?: string;
}
const rule = <R = void>(r: Rule<R>) => r;

type Owned = { userId: string };
type Party = { buyerId: string; sellerId: string };
type Requester = { userId: string };
const isSelf = (a: Actor, r: Owned) => a.userId === r.userId;
const isParty = (a: Actor, r: Party) => a.userId === r.buyerId || a.userId === r.sellerId;

export const POLICY = {
  // ---- one's own things ----
  'account.view_private': rule<Owned>({ roles: SIGNED_IN, allows: isSelf, staffPass: true }),
  'account.manage': rule<Owned>({ roles: SIGNED_IN, allows: isSelf, refusal: 'Bạn chỉ có thể xem và thay đổi tài khoản của chính mình' }),
  'phone.verify': rule<Owned>({
    roles: SIGNED_IN,
    allows: isSelf,
    refusal: 'Bạn chỉ có thể xác thực số điện thoại cho tài khoản của chính mình.',
  }),
  'addresses.manage': rule<Owned>({ roles: SIGNED_IN, allows: isSelf, refusal: 'Bạn chỉ có thể quản lý sổ địa chỉ của chính mình' }),
  'collection.manage': rule<Owned>({
    roles: SIGNED_IN,
    allows: isSelf,
    refusal: 'Bạn chỉ có thể xem và quản lý bộ sưu tập của chính mình',
  }),
  'wallet.use': rule({ roles: SIGNED_IN }),
  'cart.use': rule({ roles: SIGNED_IN }),
  'checkout.place': rule({ roles: SIGNED_IN }),
  'notifications.read': rule({ roles: SIGNED_IN }),

  // ---- shops ----
  'shop.open': rule({ roles: ['member', 'seller'], roleMessage: 'Tài khoản nhân viên không thể mở shop' }),
  'shop.manage': rule({ roles: ['seller'] }),
  'orders.list_as_seller': rule({ roles: ['seller'], roleMessage: 'Chỉ người bán mới xem được đơn hàng của shop' }),

  // ---- an order: its buyer, its seller, and staff for reading ----
  'order.view': rule<Party>({ roles: SIGNED_IN, allows: isParty, staffPass: true, hidden: 'Không tìm thấy đơn hàng' }),
  'order.act_as_seller': rule<Party>({
    roles: SIGNED_IN,
    allows: (a, o) => a.userId === o.sellerId,
    involved: isParty,
    refusal: 'Chỉ người bán mới thực hiện được thao tác này',
    hidden: 'Không tìm thấy đơn hàng',
  }),
  'order.act_as_buyer': rule<Party>({
    roles: SIGNED_IN,
    allows: (a, o) => a.userId === o.buyerId,
    involved: isParty,
    refusal: 'Chỉ người mua mới thực hiện được thao tác này',
    hidden: 'Không tìm thấy đơn hàng',
  }),
  'order.act_as_party': rule<Party>({ roles: SIGNED_IN, allows: isParty, hidden: 'Không tìm thấy đơn hàng' }),

  // ---- auctions ----
  'auction.join': rule<{ sellerId: string }>({
    roles: SIGNED_IN,
    allows: (a, auction) => a.userId !== auction.sellerId,
    refusal: 'Bạn không thể tham gia hoặc đặt giá trong phiên đấu giá của chính mình',
  }),
  'auction.moderate': rule({ roles: STAFF }),

  // ---- back office ----
  'staff.work': rule({ roles: STAFF }),
  'complaint.decide': rule({ roles: STAFF }),
  'withdrawal.process': rule<Requester>({
    roles: STAFF,
    allows: (a, w) => a.userId !== w.userId,
    refusal: 'Bạn không thể tự xử lý yêu cầu rút tiền của chính mình',
  }),
  'withdrawal.process_large': rule({ roles: ['admin'] }),
  'notification.broadcast': rule({ roles: ['admin'] }),
  // ---- exchange board (docs/domain/exchanges.md) ----
  // posting and offering: members and sellers (staff accounts do not trade)
  'exchange.trade': rule({ roles: ['member', 'seller'], roleMessage: 'Tài khoản nhân viên không thể tham gia trao đổi' }),
  // the post is public: somebody else's post is a 403 with the reason, never hidden
  'exchange_post.manage': rule<{ posterId: string }>({
    roles: ['member', 'seller'],
    allows: (a, p) => a.userId === p.posterId,
    refusal: 'Chỉ người đăng bài mới thực hiện được thao tác này',
  }),
  'exchange_post.offer': rule<{ posterId: string }>({
    roles: ['member', 'seller'],
    allows: (a, p) => a.userId !== p.posterId,
    refusal: 'Bạn không thể gửi đề nghị trao đổi cho bài đăng của chính mình',
  }),
  // an offer: its poster and its offerer; a stranger learns nothing
  'exchange_offer.act_as_poster': rule<{ posterId: string; offererId: string }>({
    roles: ['member', 'seller'],
    allows: (a, o) => a.userId === o.posterId,
    involved: (a, o) => a.userId === o.posterId || a.userId === o.offererId,
    refusal: 'Chỉ người đăng bài mới thực hiện được thao tác này',
    hidden: 'Không tìm thấy đề nghị trao đổi',
  }),
  'exchange_offer.act_as_offerer': rule<{ posterId: string; offererId: string }>({
    roles: ['member', 'seller'],
    allows: (a, o) => a.userId === o.offererId,
    involved: (a, o) => a.userId === o.posterId || a.userId === o.offererId,
    refusal: 'Chỉ người gửi đề nghị mới thực hiện được thao tác này',
    hidden: 'Không tìm thấy đề nghị trao đổi',
  }),
  // a trade: its two sides (staff read it to settle disputes); anybody else gets a 404
  'exchange.view': rule<{ posterId: string; offererId: string }>({
    roles: SIGNED_IN,
    allows: (a, x) => a.userId === x.posterId || a.userId === x.offererId,
    staffPass: true,
    hidden: 'Không tìm thấy giao dịch trao đổi',
  }),
  'exchange.act_as_party': rule<{ posterId: string; offererId: string }>({
    roles: SIGNED_IN,
    allows: (a, x) => a.userId === x.posterId || a.userId === x.offererId,
    hidden: 'Không tìm thấy giao dịch trao đổi',
  }),
  // exchange management: the queue of stuck and disputed trades, and the decisions (complete or refund)
  'exchange.moderate': rule({ roles: STAFF, roleMessage: 'Chỉ kiểm duyệt viên và quản trị viên mới xử lý được giao dịch trao đổi' }),

  // ---- flags ("Báo cáo vi phạm", docs/domain/flags.md) ----
  /** the resource is the target's owner: nobody reports themselves or their own listing or auction */
  'flag.report': rule<Owned>({
    roles: SIGNED_IN,
    allows: (a, target) => a.userId !== target.userId,
    refusal: 'Bạn không thể báo cáo chính mình hoặc nội dung của chính mình',
  }),
  'flag.moderate': rule({ roles: STAFF }),

  // ---- back office: orders and money (order management, transaction management) ----
  'orders.moderate': rule({ roles: STAFF }),
  'ledger.inspect': rule({ roles: STAFF }),
  'topup.query_gateway': rule({ roles: STAFF }),

  // ---- user management and staff accounts (docs/domain/back-office.md) ----
  'members.view': rule({ roles: STAFF }),
  'member.warn': rule<Owned>({ roles: STAFF, allows: (a, t) => !isSelf(a, t), refusal: 'Bạn không thể tự gửi cảnh báo cho chính mình' }),
  'member.lock': rule<{ userId: string; role: Role }>({
    roles: STAFF,
    // staff never lock themselves; only an admin locks a staff account
    allows: (a, t) => a.userId !== t.userId && (a.role === 'admin' || !isStaff(t.role)),
    refusal: 'Bạn không thể khóa tài khoản này: không ai tự khóa chính mình, và chỉ quản trị viên mới khóa được tài khoản nhân viên',
  }),
  'staff.manage': rule({ roles: ['admin'], roleMessage: 'Chỉ quản trị viên mới quản lý được tài khoản nhân viên' }),
  'staff.change': rule<Owned>({
    roles: ['admin'],
    allows: (a, t) => a.userId !== t.userId,
    refusal: 'Bạn không thể tự vô hiệu hóa hoặc đổi vai trò của chính mình',
  }),

  // ---- dashboards ----
  'dashboard.moderator': rule({ roles: STAFF, roleMessage: 'Chỉ kiểm duyệt viên và quản trị viên mới xem được bảng điều khiển này' }),
  'dashboard.admin': rule({ roles: ['admin'], roleMessage: 'Chỉ quản trị viên mới xem được số liệu toàn sàn' }),

  // ---- audit log, platform settings and plans (back office) ----
  'audit.read': rule({ roles: STAFF }),
  'settings.manage': rule({ roles: ['admin'], roleMessage: 'Chỉ quản trị viên mới thay đổi được cài đặt của sàn' }),
  'plans.manage': rule({ roles: ['admin'], roleMessage: 'Chỉ quản trị viên mới sửa được gói dịch vụ' }),
} as const;

export type Action = keyof typeof POLICY;
type ResourceOf<A extends Action> = (typeof POLICY)[A] extends Rule<infer R> ? R : never;
type ResourceArg<A extends Action> = ResourceOf<A> extends void ? [] : [resource: ResourceOf<A>];

function decide(actor: Actor | null, action: Action, resource: unknown): AppError | null {
  const r = POLICY[action] as Rule<unknown>;
  if (!actor) return unauthenticated();
  if (!r.roles.includes(actor.role)) return forbidden(r.roleMessage);
  if (!r.allows || resource === undefined) return null;
  if (r.allows(actor, resource)) return null;
  if (r.staffPass && isStaff(actor.role)) return null;
  if (r.hidden && !(r.involved?.(actor, resource) ?? false)) return notFound(r.hidden);
  return forbidden(r.refusal);
}

/** The first line of a use case: returns the actor when allowed, throws the refusal (401/403/404) otherwise. */
export function authorize<A extends Action>(actor: Actor | null, action: A, ...resource: ResourceArg<A>): Actor {
  const refusal = decide(actor, action, resource[0]);
  if (refusal) throw refusal;
  return actor!;
}

/** The same decision as a boolean (which actions a screen may offer). */
export function can<A extends Action>(actor: Actor | null, action: A, ...resource: ResourceArg<A>): boolean {
  return decide(actor, action, resource[0]) === null;
}

/** The same decision as the refusal itself, or null: for a use case deciding many callers at once (a bid round). */
export function refusal<A extends Action>(actor: Actor | null, action: A, ...resource: ResourceArg<A>): AppError | null {
  return decide(actor, action, resource[0]);
}

/** The role part of a rule, for the route-level gate (`app.allow`). */
export function roleRefusal(actor: Actor | null, action: Action): AppError | null {
  return decide(actor, action, undefined);
}
