import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUNDAM_SERIES } from '@cho-gundam/contracts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';

describe('catalog reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the grades in display order, to anyone', async () => {
    const r = await call(t.app, 'GET', '/api/v1/grades');
    expect(r.status).toBe(200);
    expect(r.body.map((g: { code: string }) => g.code).slice(0, 7)).toEqual(['EG', 'HG', 'RG', 'MG', 'PG', 'SD', 'NG']);
    expect(r.body[1]).toEqual({ code: 'HG', name: 'High Grade', display_name: 'High Grade – Dòng phổ thông', slug: 'high-grade' });
    expect(r.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lists the original’s 52 series first, then the newer ones, with slugs', async () => {
    const r = await call(t.app, 'GET', '/api/v1/series');
    expect(r.status).toBe(200);
    expect(r.body.length).toBe(GUNDAM_SERIES.length);
    expect(r.body.length).toBeGreaterThan(52);
    expect(r.body[0]).toEqual({ name: 'Mobile Suit Gundam', slug: 'mobile-suit-gundam' });
    expect(r.body[51].name).toBe('Gundam Build Metaverse (ONA)');
    expect(r.body.map((s: { name: string }) => s.name)).toContain('Mobile Suit Gundam GQuuuuuuX');
    expect(new Set(r.body.map((s: { slug: string }) => s.slug)).size).toBe(r.body.length);
  });

  it('documents the kits and catalog endpoints in OpenAPI', async () => {
    const r = await call(t.app, 'GET', '/api/docs/json');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/grades', '/api/v1/users/{id}/gundams', '/api/v1/gundams/{id}', '/api/v1/users/{id}/gundams/{gid}']),
    );
    expect(r.body.paths['/api/v1/users/{id}/gundams'].post.summary).toMatch(/Thêm mô hình/);
  });
});
