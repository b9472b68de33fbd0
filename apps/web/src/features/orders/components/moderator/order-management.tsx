import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Tabs } from 'antd';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { OrderDetailDrawer } from '../order-detail-drawer';
import { ComplaintDecisionModal, type DecisionTarget } from './complaint-decision-modal';
import { ComplaintQueue } from './complaint-queue';
import { ModeratorOrdersTable } from './moderator-orders-table';

/**
 * `/moderator/order-management`: every order (filters in the URL, CSV), the complaint queue and the
 * decisions; the order's detail and timeline in a drawer (`?order=`), the open tab in `?tab=`.
 */
export function OrderManagement() {
  const { params, update } = useQueryParams();
  const tab = params.get('tab') === 'complaints' ? 'complaints' : 'orders';
  const openId = params.get('order');
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  const navigate = useNavigate();
  const open = (id: string) => update({ order: id });
  return (
    <section className="cg-page">
      <PageHeading title="Quản lý đơn hàng" description="Mọi đơn hàng mua bán, đấu giá và trao đổi; khiếu nại và quyết định hoàn tiền." />
      <Tabs
        activeKey={tab}
        onChange={(k) => update({ tab: k === 'orders' ? null : k })}
        items={[
          { key: 'orders', label: 'Tất cả đơn hàng', children: <ModeratorOrdersTable onOpen={open} /> },
          { key: 'complaints', label: 'Khiếu nại', children: <ComplaintQueue onOpen={open} onDecide={setDeciding} /> },
        ]}
      />
      <OrderDetailDrawer
        orderId={openId}
        onClose={() => update({ order: null })}
        staffFooter={(o) => (
          <Flex gap={8} wrap>
            {o.actions.can_decide_complaint ? (
              <Button
                type="primary"
                onClick={() => setDeciding({ orderId: o.id, code: o.code, itemsSubtotal: o.items_subtotal, totalAmount: o.total_amount })}
              >
                Xử lý khiếu nại
              </Button>
            ) : null}
            <Button onClick={() => void navigate(`/moderator/transaction-management?tab=journals&ref_type=order&ref=${o.id}`)}>
              Bút toán của đơn hàng
            </Button>
          </Flex>
        )}
      />
      <ComplaintDecisionModal target={deciding} onClose={() => setDeciding(null)} />
    </section>
  );
}
