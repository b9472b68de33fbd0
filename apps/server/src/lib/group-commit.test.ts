import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A `run` whose batches finish only when the test says so, recording what each batch held. */
function gatedRun() {
  const batches: { key: string; items: number[] }[] = [];
  const gates: (() => void)[] = [];
  const run = async (key: string, items: number[]) => {
    batches.push({ key, items: [...items] });
    await new Promise<void>((open) => gates.push(open));
    if (items.includes(13) && items.length > 1) throw new Error('batch with 13');
    if (items.includes(13)) throw new Error('13 alone');
    return items.map((n) => n * 10);
  };
  /** opens the oldest waiting batch and lets every promise settle */
  const finishOne = async () => {
    while (!gates.length) await new Promise((r) => setImmediate(r));
    gates.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, finishOne };
}

describe('groupCommit', () => {
  it('runs the first item at once and everything that arrived meanwhile as the next batch, in arrival order', async () => {
    const g = gatedRun();
    const submit = groupCommit(g.run);
    const first = submit('a', 1);
    const later = [submit('a', 2), submit('a', 3), submit('a', 4)];
    expect(g.batches).toEqual([{ key: 'a', items: [1] }]);
    await g.finishOne();
    expect(await first).toBe(10);
    expect(g.batches[1]).toEqual({ key: 'a', items: [2, 3, 4] });
    await g.finishOne();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('keeps keys apart: another key does not wait for this one', async () => {
    const g = gatedRun();
    const submit = groupCommit(g.run);
    void submit('a', 1);
    const b = submit('b', 2);
    expect(g.batches.map((x) => x.key)).toEqual(['a', 'b']);
    await g.finishOne();
    await g.finishOne();
    expect(await b).toBe(20);
  });

  it('a failing batch is run again one item at a time: only the bad item fails', async () => {
    const g = gatedRun();
    const submit = groupCommit(g.run);
    const first = submit('a', 1);
    const [ok1, bad, ok2] = [submit('a', 2), submit('a', 13), submit('a', 4)];
    const badResult = bad.then(
      () => 'resolved',
      (err: Error) => err.message,
    );
    await g.finishOne(); // [1]
    await g.finishOne(); // [2, 13, 4] fails
    await g.finishOne(); // [2]
    await g.finishOne(); // [13] fails alone
    await g.finishOne(); // [4]
    expect(await first).toBe(10);
    expect(await ok1).toBe(20);
    expect(await ok2).toBe(40);
    expect(await badResult).toBe('13 alone');
    expect(g.batches.map((x) => x.items)).toEqual([[1], [2, 13, 4], [2], [13], [4]]);
  });

  it('caps a batch and starts afresh once the queue is empty', async () => {
    const g = gatedRun();
    const submit = groupCommit(g.run, 2);
    const all = [submit('a', 1), submit('a', 2), submit('a', 3), submit('a', 4)];
    for (let i = 0; i < 3; i++) await g.finishOne();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
    expect(g.batches.map((x) => x.items)).toEqual([[1], [2, 3], [4]]);
    // the key was released: a new item starts a new batch at once
    const again = submit('a', 5);
    expect(g.batches.at(-1)).toEqual({ key: 'a', items: [5] });
    await g.finishOne();
    expect(await again).toBe(50);
  });
});
