/**
 * The time left of an auction as bidders read it: "2 ngày 03:14:05" over a day, "03:14:05" under it,
 * "00:00:00" once it is over. `ms` is the deadline minus now (negative when past).
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3_600))}:${pad(Math.floor((total % 3_600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} ngày ${clock}` : clock;
}

/**
 * The server's clock minus this device's, from a response that carries `server_time`: a phone whose
 * clock runs five minutes late must still count down to the real end.
 */
export function clockOffset(serverTimeIso: string, receivedAt = Date.now()): number {
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - receivedAt : 0;
}
