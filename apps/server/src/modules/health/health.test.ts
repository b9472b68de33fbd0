import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports the database as healthy', async () => {
    const r = await call(t.app, 'GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.body.database.ok).toBe(true);
    expect(r.body.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const r = await call(t.app, 'GET', '/api/v1/khong-ton-tai');
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('Không tìm thấy') });
    expect(r.body.error.request_id).toBe(r.headers['x-request-id']);
  });

  it('sends the security headers', async () => {
    const r = await call(t.app, 'GET', '/api/health');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['cache-control']).toBe('no-store');
    // HSTS only in production
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const r = await call(t.app, 'GET', '/api/docs/json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    expect(Object.keys(r.body.paths)).toContain('/api/health');
  });

  it('tells the web app its public configuration without secrets', async () => {
    const r = await call(t.app, 'GET', '/api/v1/config');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ google_client_id: null, environment: 'test', dev_mailbox: true });
  });
});
