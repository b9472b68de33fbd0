import { useCallback, useRef, useState } from 'react';

/**
 * A command a screen runs with the shell's HTTP client, and whether it is out (the button spins,
 * the form is disabled): what RTK Query's mutation hook gave, for the screens that load without RTK
 * Query (issue 13). The command's answer or error passes through `run` unchanged.
 */
export function usePending<A extends unknown[], R>(command: (...args: A) => Promise<R>): [(...args: A) => Promise<R>, boolean] {
  const [pending, setPending] = useState(false);
  const out = useRef(0);
  const run = useCallback(
    async (...args: A) => {
      out.current += 1;
      setPending(true);
      try {
        return await command(...args);
      } finally {
        out.current -= 1;
        if (out.current === 0) setPending(false);
      }
    },
    [command],
  );
  return [run, pending];
}
