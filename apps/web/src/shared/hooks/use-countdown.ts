import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking once a second (resend timers, sign-in throttling). */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const t = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(t);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const n = Date.now();
    setNow(n);
    setDeadline(n + Math.max(0, seconds) * 1000);
  }, []);
  return [remaining, start];
}
