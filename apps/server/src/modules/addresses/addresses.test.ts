import { count, eq } from 'drizzle-orm';
import { MAX_ADDRESSES_PER_USER } from '@cho-gundam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../../db/schema.js';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';

// Hà Nội (01) → Phường Ba Đình (00004); Hồ Chí Minh (79) → a ward of its own
const HANOI = { province_code: '01', ward_code: '00004' };
const valid = (over: Record<string, unknown> = {}) => ({
  full_name: 'Nguyễn Văn An',
  phone_number: '0912345678',
  ...HANOI,
  detail: '12 ngõ 34 phố Đội Cấn',
  ...over,
});

describe('address book', () => {
  let t: TestApp;
  let hcmWard: { code: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    const wards = await call(t.app, 'GET', '/api/v1/regions/provinces/79/wards');
    hcmWard = wards.body[0];
  });
  afterAll(async () => t.close());

  const countOf = async (userId: string) =>
    Number((await t.database.db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId)))[0]!.n);
  const rowsOf = (userId: string) => t.database.db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
  const add = (userId: string, token: string, body: Record<string, unknown> = valid()) =>
    call(t.app, 'POST', `/api/v1/users/${userId}/addresses`, { token, body });

  it('starts empty, makes the first address primary and fills the names from the registry', async () => {
    const { user, token } = await signedInUser(t);
    expect((await call(t.app, 'GET', `/api/v1/users/${user.id}/addresses`, { token })).body).toEqual([]);

    const r = await add(user.id, token, valid({ phone_number: '+84 912 345 678', is_primary: false }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      user_id: user.id,
      phone_number: '0912345678',
      province_code: '01',
      province_name: 'Thành phố Hà Nội',
      ward_code: '00004',
      ward_name: 'Phường Ba Đình',
      is_primary: true,
      is_pickup_address: false,
    });
    const second = await add(user.id, token, valid({ detail: 'Số 2 Hàng Bài' }));
    expect(second.body.is_primary).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['a missing phone', { phone_number: undefined }, 'phone_number', /Vui lòng nhập số điện thoại/],
    ['a landline number', { phone_number: '0241234567' }, 'phone_number', /Số điện thoại di động Việt Nam không hợp lệ/],
    ['a phone of the wrong type', { phone_number: 912345678 }, 'phone_number', /Vui lòng nhập số điện thoại/],
    ['an overlong detail', { detail: 'x'.repeat(201) }, 'detail', /tối đa 200 ký tự/],
    ['a malformed ward code', { ward_code: '4' }, 'ward_code', /Phường\/xã không hợp lệ/],
    ['a ward of another province', { ward_code: 'HCM' }, 'ward_code', /Phường\/xã không thuộc Thành phố Hà Nội/],
    ['an unknown province', { province_code: '99' }, 'province_code', /Tỉnh\/thành phố không tồn tại/],
    ['names sent by the client', { province_name: 'Tỉnh Giả' }, '', /không được nhận dạng/],
    ['a non-boolean flag', { is_primary: 'yes' }, 'is_primary', /không hợp lệ/],
  ])('refuses %s with a Vietnamese 400 and writes nothing', async (_what, over, field, message) => {
    const { user, token } = await signedInUser(t);
    const body = valid(over.ward_code === 'HCM' ? { ward_code: hcmWard.code } : over);
    const r = await add(user.id, token, body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(message);
    if (field) expect(r.body.error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await countOf(user.id)).toBe(0);
  });

  it('lists the primary address first', async () => {
    const { user, token } = await signedInUser(t);
    await add(user.id, token, valid({ detail: 'Địa chỉ một' }));
    t.clock.advance(1000);
    await add(user.id, token, valid({ detail: 'Địa chỉ hai' }));
    t.clock.advance(1000);
    await add(user.id, token, valid({ detail: 'Địa chỉ ba', is_primary: true }));
    const r = await call(t.app, 'GET', `/api/v1/users/${user.id}/addresses`, { token });
    expect(r.body.map((a: { detail: string }) => a.detail)).toEqual(['Địa chỉ ba', 'Địa chỉ một', 'Địa chỉ hai']);
    expect(r.body.filter((a: { is_primary: boolean }) => a.is_primary)).toHaveLength(1);
  });

  it('moves the primary and the pickup flags from one address to another', async () => {
    const { user, token } = await signedInUser(t);
    const a = (await add(user.id, token, valid({ detail: 'Nhà A', is_pickup_address: true }))).body;
    const b = (await add(user.id, token, valid({ detail: 'Nhà B' }))).body;
    expect(a).toMatchObject({ is_primary: true, is_pickup_address: true });

    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}/addresses/${b.id}`, {
      token,
      body: { is_primary: true, is_pickup_address: true },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ is_primary: true, is_pickup_address: true });
    const rows = await rowsOf(user.id);
    expect(rows.find((x) => x.id === a.id)).toMatchObject({ isPrimary: false, isPickupAddress: false });

    // a new address may take the pickup flag at creation
    const c = (await add(user.id, token, valid({ detail: 'Nhà C', is_pickup_address: true }))).body;
    expect(c).toMatchObject({ is_primary: false, is_pickup_address: true });
    const after = await rowsOf(user.id);
    expect(after.filter((x) => x.isPickupAddress).map((x) => x.id)).toEqual([c.id]);
    expect(after.filter((x) => x.isPrimary).map((x) => x.id)).toEqual([b.id]);
  });

  it('edits part of an address and re-reads the names when the ward changes', async () => {
    const { user, token } = await signedInUser(t);
    const a = (await add(user.id, token)).body;
    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}/addresses/${a.id}`, {
      token,
      body: { province_code: '79', ward_code: hcmWard.code, detail: '  45 Lê Lợi  ' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      province_code: '79',
      ward_code: hcmWard.code,
      ward_name: hcmWard.name,
      detail: '45 Lê Lợi',
      full_name: 'Nguyễn Văn An',
    });
    expect(r.body.province_name).toMatch(/Hồ Chí Minh/);
  });

  it('refuses an edit that would leave a ward outside its province, and changes nothing', async () => {
    const { user, token } = await signedInUser(t);
    const a = (await add(user.id, token)).body;
    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}/addresses/${a.id}`, {
      token,
      body: { province_code: '79', detail: 'Đổi chỗ khác' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fields[0].field).toBe('ward_code');
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ provinceCode: '01', wardCode: '00004', detail: a.detail });
  });

  it('refuses to unset the primary flag: another address must be chosen instead', async () => {
    const { user, token } = await signedInUser(t);
    const a = (await add(user.id, token)).body;
    const r = await call(t.app, 'PUT', `/api/v1/users/${user.id}/addresses/${a.id}`, { token, body: { is_primary: false } });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/địa chỉ mặc định/);
    expect((await rowsOf(user.id))[0]!.isPrimary).toBe(true);
  });

  it('refuses to delete a primary or pickup address with a 422 that says what to do, and deletes the others', async () => {
    const { user, token } = await signedInUser(t);
    const primary = (await add(user.id, token)).body;
    const pickup = (await add(user.id, token, valid({ is_pickup_address: true }))).body;
    const plain = (await add(user.id, token)).body;

    const p = await call(t.app, 'DELETE', `/api/v1/users/${user.id}/addresses/${primary.id}`, { token });
    expect(p.status).toBe(422);
    expect(p.body.error).toMatchObject({
      code: 'business_rule',
      message: expect.stringMatching(/Hãy chọn một địa chỉ khác làm mặc định trước/),
    });
    const k = await call(t.app, 'DELETE', `/api/v1/users/${user.id}/addresses/${pickup.id}`, { token });
    expect(k.status).toBe(422);
    expect(k.body.error.message).toMatch(/địa chỉ lấy hàng/);
    expect(await countOf(user.id)).toBe(3);

    expect((await call(t.app, 'DELETE', `/api/v1/users/${user.id}/addresses/${plain.id}`, { token })).status).toBe(204);
    expect(await countOf(user.id)).toBe(2);
    expect((await call(t.app, 'DELETE', `/api/v1/users/${user.id}/addresses/${plain.id}`, { token })).status).toBe(404);

    // once the flag has moved, the old primary can go
    await call(t.app, 'PUT', `/api/v1/users/${user.id}/addresses/${pickup.id}`, { token, body: { is_primary: true } });
    expect((await call(t.app, 'DELETE', `/api/v1/users/${user.id}/addresses/${primary.id}`, { token })).status).toBe(204);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per member`, async () => {
    const { user, token } = await signedInUser(t);
    await t.database.db.insert(userAddresses).values(
      Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, i) => ({
        userId: user.id,
        fullName: 'Nguyễn Văn An',
        phoneNumber: '0912345678',
        provinceCode: '01',
        provinceName: 'Thành phố Hà Nội',
        wardCode: '00004',
        wardName: 'Phường Ba Đình',
        detail: `Số ${i + 1}`,
        isPrimary: i === 0,
      })),
    );
    const r = await add(user.id, token);
    expect(r.status).toBe(422);
    expect(r.body.error.message).toContain(`tối đa ${MAX_ADDRESSES_PER_USER} địa chỉ`);
    expect(await countOf(user.id)).toBe(MAX_ADDRESSES_PER_USER);
  });

  it('keeps each member to their own book: 403 on another member’s, 404 for another member’s address, 401 for a guest', async () => {
    const victim = await signedInUser(t);
    const attacker = await signedInUser(t);
    const theirs = (await add(victim.user.id, victim.token)).body;
    await add(attacker.user.id, attacker.token);
    const book = `/api/v1/users/${victim.user.id}/addresses`;

    expect((await call(t.app, 'GET', book, { token: attacker.token })).status).toBe(403);
    expect((await call(t.app, 'POST', book, { token: attacker.token, body: valid() })).status).toBe(403);
    expect((await call(t.app, 'PUT', `${book}/${theirs.id}`, { token: attacker.token, body: { detail: 'Bị sửa' } })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `${book}/${theirs.id}`, { token: attacker.token })).status).toBe(403);

    const own = `/api/v1/users/${attacker.user.id}/addresses/${theirs.id}`;
    const put = await call(t.app, 'PUT', own, { token: attacker.token, body: { detail: 'Bị sửa', is_primary: true } });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Không tìm thấy địa chỉ');
    expect((await call(t.app, 'DELETE', own, { token: attacker.token })).status).toBe(404);

    expect((await call(t.app, 'GET', book)).status).toBe(401);
    expect((await call(t.app, 'POST', book, { body: { nonsense: true } })).status).toBe(401);

    const rows = await rowsOf(victim.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ detail: theirs.detail, isPrimary: true });
    expect((await rowsOf(attacker.user.id)).filter((x) => x.isPrimary)).toHaveLength(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('address book under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('ends with exactly one primary after 10 simultaneous “set primary” requests on different addresses', async () => {
    const { user, token } = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await call(t.app, 'POST', `/api/v1/users/${user.id}/addresses`, { token, body: valid({ detail: `Địa chỉ số ${i}` }) });
      ids.push(r.body.id);
    }
    const results = await Promise.all(
      ids.map((id) =>
        call(t.app, 'PUT', `/api/v1/users/${user.id}/addresses/${id}`, { token, body: { is_primary: true, is_pickup_address: true } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const rows = await t.database.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id));
    expect(rows.filter((r) => r.isPrimary)).toHaveLength(1);
    expect(rows.filter((r) => r.isPickupAddress)).toHaveLength(1);
  });

  it('makes exactly one of 8 simultaneous first addresses primary', async () => {
    const { user, token } = await signedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t.app, 'POST', `/api/v1/users/${user.id}/addresses`, { token, body: valid({ detail: `Song song ${i}` }) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const rows = await t.database.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id));
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.isPrimary)).toHaveLength(1);
  });
});
