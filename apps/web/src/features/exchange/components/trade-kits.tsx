import { SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { Exchange, ExchangeKit } from '@cho-gundam/contracts';
import { KIT_CONDITION_LABELS } from '@cho-gundam/contracts/core';
import { Avatar } from '@/shared/ui/avatar';
import { Card } from '@/shared/ui/card';
import { MoneyText } from '@/shared/ui/money-text';
import { PageEmpty } from '@/shared/ui/page-empty';
import { Label } from '@/shared/ui/tag';
import { COMPENSATION_STATE_LABELS, compensationText, otherSide, type Side } from '../trade-logic';

function KitCard({ kit }: { kit: ExchangeKit }) {
  return (
    <li className="cg-trade-kit" data-testid="trade-kit">
      {kit.primary_image ? (
        <img src={kit.primary_image.card} alt={kit.name} width={96} height={96} loading="lazy" className="cg-trade-kit__img" />
      ) : (
        <span className="cg-trade-kit__img cg-trade-kit__img--empty" aria-hidden="true" />
      )}
      <div>
        <div className="cg-trade-kit__name">{kit.name}</div>
        <div className="cg-trade-kit__meta cg-tag-line">
          <Label color="blue">{kit.grade_code}</Label>
          {kit.scale} · {kit.series}
        </div>
        <div className="cg-trade-kit__meta">Tình trạng: {KIT_CONDITION_LABELS[kit.condition]}</div>
      </div>
    </li>
  );
}

function SideKits({ trade, side }: { trade: Exchange; side: Side }) {
  const person = trade[side];
  const kits = side === 'poster' ? trade.poster_kits : trade.offerer_kits;
  const isMe = trade.my_side === side;
  return (
    <Card
      size="small"
      className="cg-trade-side"
      title={
        <span>
          <Avatar size="small" src={person.avatar_url ?? undefined} icon={<UserOutlined />} /> {person.full_name}
          {isMe ? ' (bạn)' : ''} · {side === 'poster' ? 'Người đăng bài' : 'Người đề nghị'}
        </span>
      }
      data-testid={`trade-side-${side}`}
    >
      <div className="cg-trade-side__label">Mô hình gửi đi cho {trade[otherSide(side)].full_name}</div>
      {kits.length ? (
        <ul className="cg-trade-kits">
          {kits.map((k) => (
            <KitCard key={k.id} kit={k} />
          ))}
        </ul>
      ) : (
        <PageEmpty description="Không có mô hình" />
      )}
    </Card>
  );
}

/** Both sides' kits, side by side, and the compensation (who pays whom, how much, where the money is). */
export function TradeKits({ trade }: { trade: Exchange }) {
  const c = trade.compensation;
  return (
    <section aria-label="Mô hình trao đổi" className="cg-trade__kits">
      <div className="cg-trade__sides">
        <SideKits trade={trade} side="poster" />
        <SwapOutlined className="cg-trade__swap" aria-hidden="true" />
        <SideKits trade={trade} side="offerer" />
      </div>
      <div className="cg-panel cg-trade__compensation" data-testid="trade-compensation">
        <strong>Tiền bù: </strong>
        {c ? (
          <>
            {compensationText(trade)} <MoneyText value={c.amount} strong /> ·{' '}
            <Label color={c.state === 'released' ? 'green' : c.state === 'refunded' ? undefined : 'gold'}>
              {COMPENSATION_STATE_LABELS[c.state] ?? c.state}
            </Label>
          </>
        ) : (
          'Không có tiền bù, hai bên đổi mô hình ngang nhau'
        )}
      </div>
    </section>
  );
}
