import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { notifications } from '../../db/schema.js';
import { BANK_ACCOUNT, memberWithAccount } from '../../../test/support/wallet.js';

describe('bank accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('validates the bank, the number and the holder name in Vietnamese', async () => {
    const { user, token } = await signedInUser(t);
    const bad = async (body: Record<string, unknown>) => {
      const r = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: { ...BANK_ACCOUNT, ...body } });
      expect(r.status).toBe(400);
      return JSON.stringify(r.body.error);
    };
    expect(await bad({ bank_code: 'XYZ' })).toContain('Ngân hàng không hợp lệ');
    expect(await bad({ account_number: '12345' })).toContain('Số tài khoản gồm 6–19 chữ số');
    expect(await bad({ account_number: '12345678901234567890' })).toContain('6–19');
    expect(await bad({ account_number: '12a4567' })).toContain('6–19');
    expect(await bad({ account_name: 'Nguyễn Văn A' })).toContain('viết hoa, không dấu');
    expect(await bad({ account_name: 'NGUYỄN VĂN A' })).toContain('viết hoa, không dấu');
    expect(await bad({ account_name: 'nguyen van a' })).toContain('viết hoa, không dấu');
    const ok = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', {
      token,
      body: { ...BANK_ACCOUNT, account_name: '  TRAN   THI  B ' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ bank_code: 'VCB', bank_name: 'Vietcombank', account_name: 'TRAN THI B', is_default: true });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, user.id));
    expect(notes.map((n) => n.title)).toEqual(['Đã thêm tài khoản ngân hàng']);
  });

  it('lists, refuses duplicates, switches the default and deletes softly', async () => {
    const { token } = await signedInUser(t);
    const a = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: BANK_ACCOUNT });
    const dup = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token, body: BANK_ACCOUNT });
    expect(dup.status).toBe(409);
    const b = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', {
      token,
      body: { ...BANK_ACCOUNT, bank_code: 'TCB', account_number: '19030000000001' },
    });
    expect(b.body.is_default).toBe(false);
    expect((await call(t.app, 'POST', `/api/v1/wallet/bank-accounts/${b.body.id}/default`, { token })).body.is_default).toBe(true);
    let list = await call(t.app, 'GET', '/api/v1/wallet/bank-accounts', { token });
    expect(list.body.map((x: { id: string; is_default: boolean }) => [x.id, x.is_default])).toEqual([
      [b.body.id, true],
      [a.body.id, false],
    ]);
    expect((await call(t.app, 'DELETE', `/api/v1/wallet/bank-accounts/${b.body.id}`, { token })).status).toBe(204);
    list = await call(t.app, 'GET', '/api/v1/wallet/bank-accounts', { token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: a.body.id, is_default: true });
    // the deleted one may be added again
    expect(
      (
        await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', {
          token,
          body: { ...BANK_ACCOUNT, bank_code: 'TCB', account_number: '19030000000001' },
        })
      ).status,
    ).toBe(201);
  });

  it('hides other members’ accounts', async () => {
    const owner = await memberWithAccount(t);
    const other = await signedInUser(t);
    expect((await call(t.app, 'DELETE', `/api/v1/wallet/bank-accounts/${owner.accountId}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/v1/wallet/bank-accounts/${owner.accountId}/default`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/wallet/bank-accounts', { token: other.token })).body).toEqual([]);
  });
});
