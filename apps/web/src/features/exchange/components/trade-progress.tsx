import { useEffect, useState } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { Exchange } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { Steps } from '@/shared/ui/steps';
import { Label } from '@/shared/ui/tag';
import { formatRemaining } from '../trade-time';
import { progressStep, stageOf, TRADE_STEPS, tradeDeadlines, type Parcels } from '../trade-logic';

/** The server's time now, re-read every second (`offsetMs` = server clock − device clock). */
export function useServerNow(offsetMs: number, intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(t);
  }, [intervalMs]);
  return now + offsetMs;
}

/** "còn 2 ngày 03:14:05" to a deadline, or "đã quá hạn". */
export function TradeCountdown({ to, offsetMs }: { to: string; offsetMs: number }) {
  const now = useServerNow(offsetMs);
  const left = Date.parse(to) - now;
  return left > 0 ? (
    <span data-testid="trade-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
      còn {formatRemaining(left)}
    </span>
  ) : (
    <Label color="red">Đã quá hạn</Label>
  );
}

interface Props {
  trade: Exchange;
  parcels: Parcels;
  offsetMs: number;
}

/**
 * Chờ xử lý → Đóng gói → Đang giao → Đã giao → Hoàn tất (or Đã hủy / Thất bại) at the trade's stage
 * (`stageOf`: the server's, the same rule as the lists), and the deadlines that matter now (from the
 * loaded orders, which carry the automatic receipt's time).
 */
export function TradeProgress({ trade, parcels, offsetMs }: Props) {
  const stage = progressStep(stageOf(trade, parcels));
  const items = stage.endLabel
    ? [{ title: TRADE_STEPS[0] }, { title: stage.endLabel, description: trade.cancel_reason ?? undefined }]
    : TRADE_STEPS.map((title) => ({ title }));
  const deadlines = tradeDeadlines(trade, parcels);
  return (
    <section className="cg-panel cg-trade__progress" aria-label="Tiến trình giao dịch">
      <div data-testid="trade-steps">
        <Steps current={stage.current} status={stage.status} items={items} size="small" responsive />
      </div>
      {trade.canceled_at ? (
        <p className="cg-trade__note">
          Hủy lúc <DateTime value={trade.canceled_at} />
        </p>
      ) : null}
      {trade.completed_at ? (
        <p className="cg-trade__note">
          Hoàn tất lúc <DateTime value={trade.completed_at} />
        </p>
      ) : null}
      {deadlines.length > 0 ? (
        <ul className="cg-trade__deadlines">
          {deadlines.map((d) => (
            <li key={d.key} data-testid={`trade-deadline-${d.key}`}>
              <ClockCircleOutlined aria-hidden="true" /> {d.label}: <DateTime value={d.at} /> (
              <TradeCountdown to={d.at} offsetMs={offsetMs} />)
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
