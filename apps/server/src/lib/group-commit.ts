/**
 * Group commit for one hot row. Every write to the row must hold its lock, so with one transaction
 * per request the requests queue behind each other and each pays a lock, a commit and its
 * round trips alone (a bid on a busy auction waited ~75 ms behind 50 others, issue 9). Here the
 * requests for the same key that arrive while a batch of that key is being written wait together
 * and go in the next batch: one transaction, one lock, one commit for all of them, in arrival order.
 *
 * `run(key, items)` answers one outcome per item, in order. If it throws, nothing of the batch was
 * written (one transaction), and every item is run again alone, so one bad item cannot fail the
 * others; an item that fails alone gets its own error.
 *
 * One process batches its own requests; across processes the row lock still orders the batches.
 * The same queue serves a read that every request makes (the session read, auth/access-tokens.ts):
 * the requests that arrive while one read is on its way share the next one.
 */
export function groupCommit<I, O>(run: (key: string, items: I[]) => Promise<O[]>, maxBatch = 100) {
  interface Waiting {
    item: I;
    resolve: (o: O) => void;
    reject: (err: unknown) => void;
  }
  const waiting = new Map<string, Waiting[]>();

  async function runAlone(key: string, w: Waiting) {
    try {
      w.resolve((await run(key, [w.item]))[0]!);
    } catch (err) {
      w.reject(err);
    }
  }

  async function drain(key: string, queue: Waiting[]) {
    // the key stays in `waiting` while a batch of it runs: that is what makes newcomers wait
    while (queue.length) {
      const batch = queue.splice(0, maxBatch);
      try {
        const out = await run(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => w.resolve(out[i]!));
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const w of batch) await runAlone(key, w);
      }
    }
    // synchronous with the last check above: no request can slip in between and be left waiting
    waiting.delete(key);
  }

  return function submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh: Waiting[] = [{ item, resolve, reject }];
      waiting.set(key, fresh);
      void drain(key, fresh);
    });
  };
}
