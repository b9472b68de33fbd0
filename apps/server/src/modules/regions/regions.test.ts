import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';

describe('regions registry (two-level units since 1 July 2025)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the 34 provinces with their ward counts, cacheable for a day, to a guest', async () => {
    const r = await call(t.app, 'GET', '/api/v1/regions/provinces');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=86400');
    expect(r.body).toHaveLength(34);
    expect(r.body[0]).toEqual({ code: '01', name: 'Thành phố Hà Nội', short: 'Hà Nội', ward_count: expect.any(Number) });
    const total = r.body.reduce((s: number, p: { ward_count: number }) => s + p.ward_count, 0);
    expect(total).toBe(3321);
    expect(new Set(r.body.map((p: { code: string }) => p.code)).size).toBe(34);
  });

  it('lists the wards of one province', async () => {
    const provinces = (await call(t.app, 'GET', '/api/v1/regions/provinces')).body as { code: string; ward_count: number }[];
    const hanoi = provinces.find((p) => p.code === '01')!;
    const r = await call(t.app, 'GET', '/api/v1/regions/provinces/01/wards');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=86400');
    expect(r.body).toHaveLength(hanoi.ward_count);
    expect(r.body).toContainEqual({ code: '00004', name: 'Phường Ba Đình' });
    for (const w of r.body) expect(Object.keys(w).sort()).toEqual(['code', 'name']);
  });

  it('answers 404 in Vietnamese for an unknown province', async () => {
    for (const code of ['99', '1', 'abc']) {
      const r = await call(t.app, 'GET', `/api/v1/regions/provinces/${code}/wards`);
      expect(r.status).toBe(404);
      expect(r.body.error).toMatchObject({ code: 'not_found', message: 'Không tìm thấy tỉnh/thành phố' });
    }
  });

  it('documents the endpoints in OpenAPI under the regions tag', async () => {
    const r = await call(t.app, 'GET', '/api/docs/json');
    const op = r.body.paths['/api/v1/regions/provinces/{code}/wards']?.get;
    expect(op.tags).toEqual(['regions']);
    expect(op.summary).toMatch(/phường\/xã/);
  });
});
