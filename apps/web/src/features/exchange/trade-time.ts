/**
 * Time left as the trade page shows it: "2 ngày 03:14:05" over a day, "03:14:05" under it,
 * "00:00:00" once past. `ms` is the deadline minus the server's now.
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(Math.floor((total % 86_400) / 3_600))}:${two(Math.floor((total % 3_600) / 60))}:${two(total % 60)}`;
  return days > 0 ? `${days} ngày ${clock}` : clock;
}

/** Server clock − device clock, from the server's time and when this device received it. */
export function serverOffset(serverTimeIso: string | undefined, receivedAt: number | undefined): number {
  const server = serverTimeIso ? Date.parse(serverTimeIso) : NaN;
  return Number.isFinite(server) && receivedAt ? server - receivedAt : 0;
}
