import type { Exchange, ExchangeKit } from '@cho-gundam/contracts';

/** An address snapshot of a trade. */
export const addr = (id: string, detail = '45 Kim Mã') => ({
  address_id: id,
  full_name: 'Nguyễn Đăng Bài',
  phone_number: '0901234567',
  province_code: '01',
  province_name: 'Thành phố Hà Nội',
  ward_code: '00004',
  ward_name: 'Phường Ba Đình',
  detail,
});

export const kit = (id: string, name: string, owner: string): ExchangeKit => ({
  id,
  name,
  slug: id,
  grade_code: 'RG',
  grade_name: 'Real Grade',
  series: 'Mobile Suit Gundam',
  scale: '1/144',
  condition: 'new',
  status: 'exchanging',
  owner_id: owner,
  primary_image: null,
});

/** A trade seen by its poster ("u-poster", my_side poster) unless told otherwise. */
export function makeTrade(over: Partial<Exchange> = {}): Exchange {
  return {
    id: 'x1',
    post_id: 'p1',
    offer_id: 'o1',
    status: 'pending',
    poster: { id: 'u-poster', full_name: 'Nguyễn Đăng Bài', avatar_url: null },
    offerer: { id: 'u-offerer', full_name: 'Trần Đề Nghị', avatar_url: null },
    poster_kits: [kit('k1', 'Strike Freedom', 'u-poster')],
    offerer_kits: [kit('k2', 'Sazabi', 'u-offerer')],
    compensation: null,
    my_side: 'poster',
    addresses: { poster_from: null, poster_to: null, offerer_from: null, offerer_to: null },
    delivery_fees: { poster: { amount: null, state: 'none' }, offerer: { amount: null, state: 'none' } },
    orders: { to_poster: null, to_offerer: null },
    parcels: { to_poster: null, to_offerer: null },
    stage: 'fees',
    ship_by: null,
    received_at: { poster: null, offerer: null },
    completed_at: null,
    canceled_by: null,
    cancel_reason: null,
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    canceled_at: null,
    ...over,
  };
}
