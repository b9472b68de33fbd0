import { describe, expect, it } from 'vitest';
import { createAttemptKeys, fingerprint, isDefiniteAnswer } from './idempotency';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('one Idempotency-Key per checkout attempt', () => {
  it('a double click or a retry of the same request sends the same key', () => {
    const keys = createAttemptKeys(counter());
    const body = fingerprint({ address_id: 'a', kit_ids: ['k1'], expected_total: 100 });
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.current).toBe('key-1');
  });

  it('after a definite answer the next press is a new attempt with a new key', () => {
    const keys = createAttemptKeys(counter());
    const body = fingerprint({ kit_ids: ['k1'] });
    keys.keyFor(body);
    keys.resolve();
    expect(keys.current).toBeNull();
    expect(keys.keyFor(body)).toBe('key-2');
  });

  it('a changed request (re-quoted total, another note) gets a new key', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor(fingerprint({ expected_total: 100 }))).toBe('key-1');
    expect(keys.keyFor(fingerprint({ expected_total: 120 }))).toBe('key-2');
  });

  it('the fingerprint ignores key order', () => {
    expect(fingerprint({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(fingerprint({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(fingerprint({ kit_ids: ['1', '2'] })).not.toBe(fingerprint({ kit_ids: ['2', '1'] }));
  });

  it('mints UUIDs by default', () => {
    const keys = createAttemptKeys();
    expect(keys.keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('which failures end an attempt', () => {
  it('keeps the key when the outcome is unknown (network, timeout, 5xx, rate limit)', () => {
    expect(isDefiniteAnswer(0, 'network')).toBe(false);
    expect(isDefiniteAnswer(0, 'timeout')).toBe(false);
    expect(isDefiniteAnswer(502, 'carrier_error')).toBe(false);
    expect(isDefiniteAnswer(503, 'x')).toBe(false);
    expect(isDefiniteAnswer(429, 'rate_limited')).toBe(false);
    expect(isDefiniteAnswer(409, 'idempotency_in_progress')).toBe(false);
  });
  it('drops it after a business refusal (nothing was written; the next body may differ)', () => {
    expect(isDefiniteAnswer(409, 'conflict')).toBe(true);
    expect(isDefiniteAnswer(422, 'insufficient_funds')).toBe(true);
    expect(isDefiniteAnswer(422, 'idempotency_mismatch')).toBe(true);
    expect(isDefiniteAnswer(400, 'validation_failed')).toBe(true);
  });
});
