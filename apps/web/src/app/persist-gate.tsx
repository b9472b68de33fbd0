import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * redux-persist's gate, with one difference: the app behind it first renders as a transition.
 * The library's gate lifts with a plain state update, which React renders in one piece: on a phone
 * that was the whole first screen in a single 400 ms task, during which a tap goes unanswered. As a
 * transition React renders it in slices of a few milliseconds and answers input between them; what
 * appears, and when the saved state is restored, is unchanged.
 */
export function PersistGate({ persistor, loading, children }: { persistor: Persistor; loading: ReactNode; children: ReactNode }) {
  const [lifted, setLifted] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    const liftWhenRestored = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setLifted(true));
    };
    const unsubscribe = persistor.subscribe(liftWhenRestored);
    liftWhenRestored();
    return unsubscribe;
  }, [persistor]);
  return lifted ? children : loading;
}
