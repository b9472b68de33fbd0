import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Skeleton, Tag } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { ExchangeDecision } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { useModeratorExchangeQuery } from '../exchange-moderation-api';
import { EXCHANGE_STATUS_COLORS, exchangeStatusLabel, stuckLabel } from '../exchange-moderation-logic';
import { DECISION_TITLES, ExchangeDecisionModal } from './exchange-decision-modal';
import { DisputesSection, MoneySection, ParcelSection, PartiesSection, TradeTimeline } from './exchange-detail-sections';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section style={{ marginBottom: 20 }}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {children}
  </section>
);

/** One trade's whole story for a decision: both parties, money, disputes, both parcels, the timeline; the decision buttons. */
export function ExchangeDetailDrawer({ tradeId, onClose }: { tradeId: string | null; onClose: () => void }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useModeratorExchangeQuery(tradeId ?? '', { skip: !tradeId });
  const [deciding, setDeciding] = useState<ExchangeDecision | null>(null);
  const d = data && data.trade.id === tradeId ? data : null;
  return (
    <Drawer
      open={!!tradeId}
      onClose={onClose}
      size="large"
      title={tradeId ? `Giao dịch trao đổi #${tradeId.slice(0, 8).toUpperCase()}` : 'Giao dịch trao đổi'}
      extra={
        d ? (
          <Flex gap={4}>
            <Tag color={EXCHANGE_STATUS_COLORS[d.trade.status]}>{exchangeStatusLabel(d.trade.status)}</Tag>
            {d.stuck_reason ? <Tag color="volcano">{stuckLabel(d.stuck_reason)}</Tag> : null}
          </Flex>
        ) : null
      }
      footer={
        d ? (
          d.can_decide.complete || d.can_decide.refund || d.can_decide.return ? (
            <Flex gap={8} wrap>
              <Button type="primary" disabled={!d.can_decide.complete} onClick={() => setDeciding('complete')}>
                {DECISION_TITLES.complete}
              </Button>
              <Button danger disabled={!d.can_decide.refund} onClick={() => setDeciding('refund')}>
                {DECISION_TITLES.refund}
              </Button>
              <Button danger disabled={!d.can_decide.return} onClick={() => setDeciding('return')}>
                {DECISION_TITLES.return}
              </Button>
              {!d.can_decide.complete ? (
                <Typography.Text type="secondary">Chỉ hoàn tất được khi cả hai kiện hàng đã được giao tới.</Typography.Text>
              ) : null}
              {!d.can_decide.return ? (
                <Typography.Text type="secondary">Chỉ hoàn hàng được khi đã có kiện hàng giao cho đơn vị vận chuyển.</Typography.Text>
              ) : null}
            </Flex>
          ) : (
            <Typography.Text type="secondary">Giao dịch đã kết thúc, không cần quyết định.</Typography.Text>
          )
        ) : null
      }
      destroyOnHidden
    >
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="Không tải được giao dịch trao đổi"
          description={apiError(error).message}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Thử lại
            </Button>
          }
        />
      ) : isLoading || !d ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <Section title="Hai bên">
            <PartiesSection d={d} />
          </Section>
          <Section title="Tiền của giao dịch">
            <MoneySection d={d} />
          </Section>
          <Section title="Khiếu nại">
            <DisputesSection d={d} />
          </Section>
          <Section title="Kiện hàng">
            <Flex vertical gap={16}>
              <ParcelSection title={`Kiện tới ${d.parties.poster.name}`} order={d.order_to_poster} />
              <ParcelSection title={`Kiện tới ${d.parties.offerer.name}`} order={d.order_to_offerer} />
            </Flex>
          </Section>
          <Section title="Dòng thời gian">
            <TradeTimeline d={d} />
          </Section>
        </>
      )}
      {d ? (
        <ExchangeDecisionModal key={deciding ?? 'none'} tradeId={d.trade.id} decision={deciding} onClose={() => setDeciding(null)} />
      ) : null}
    </Drawer>
  );
}
