import type { AuctionDetail } from '@cho-gundam/contracts';

/** A live auction as GET /auctions/:id answers it (a guest's view unless `me` is given). */
export function auctionFixture(over: Partial<AuctionDetail> = {}): AuctionDetail {
  return {
    id: 'a1',
    status: 'active',
    status_label: 'Đang diễn ra',
    kit: {
      id: 'k1',
      name: 'MG Sazabi Ver.Ka',
      slug: 'mg-sazabi',
      grade_code: 'MG',
      grade_name: 'Master Grade',
      scale: '1/100',
      condition: 'new',
      series: 'Char’s Counterattack',
      image: null,
    },
    seller: { id: 'seller', shop_name: 'Gundam Nhà Bình', shop_slug: 'gundam-nha-binh', avatar_url: null },
    starting_price: 1_000_000,
    current_price: 1_000_000,
    bid_increment: 50_000,
    buy_now_price: 2_000_000,
    deposit_amount: 150_000,
    bid_count: 0,
    participant_count: 1,
    start_at: '2026-11-25T08:00:00.000Z',
    end_at: '2026-11-26T08:00:00.000Z',
    kit_description: '',
    kit_images: [],
    planned_end_at: '2026-11-26T08:00:00.000Z',
    minimum_next_bid: 1_000_000,
    leader_tag: null,
    winner_tag: null,
    winning_price: null,
    payment_due_at: null,
    ended_at: null,
    cancel_reason: null,
    order_id: null,
    server_time: '2026-11-25T10:00:00.000Z',
    last_event_id: 3,
    me: null,
    ...over,
  };
}

/** My standing in it: joined, deposit held, leading with a maximum of 1.200.000 ₫. */
export const standingFixture = (over: Partial<NonNullable<AuctionDetail['me']>> = {}): NonNullable<AuctionDetail['me']> => ({
  joined: true,
  my_tag: 'mine',
  deposit_state: 'held',
  deposit_state_label: 'Đang tạm giữ',
  max_amount: 1_200_000,
  state: 'leading',
  state_label: 'Đang dẫn đầu',
  payment: null,
  available_balance: 4_850_000,
  ...over,
});
