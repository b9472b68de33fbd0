import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('the storefront’s short-lived cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reuses a value until it expires, and loads once for concurrent misses', async () => {
    const cache = new TtlCache<number>(10_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(9_999);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.getOrLoad('k', load)).toBe(2);
    expect(await cache.getOrLoad('other', load)).toBe(3);
  });

  it('forgets a failed load, and drops the oldest key when full', async () => {
    const cache = new TtlCache<string>(10_000, 2);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
    await cache.getOrLoad('b', async () => 'b');
    await cache.getOrLoad('c', async () => 'c');
    expect(await cache.getOrLoad('k', async () => 'reloaded')).toBe('reloaded');
  });

  it('forgets everything on clear, even a load still running', async () => {
    const cache = new TtlCache<string>(10_000);
    let finish!: (v: string) => void;
    const running = cache.getOrLoad('k', () => new Promise((r) => (finish = r)));
    cache.clear();
    finish('before');
    expect(await running).toBe('before');
    expect(await cache.getOrLoad('k', async () => 'after')).toBe('after');
  });

  it('is off with a zero lifetime (tests see every change at once)', async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    expect(await cache.getOrLoad('k', async () => ++loads)).toBe(2);
  });
});
