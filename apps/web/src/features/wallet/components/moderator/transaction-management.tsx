import { Col, Flex, Row, Tabs } from 'antd';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { JournalBrowser } from './journal-browser';
import { ReconciliationCard } from './reconciliation-card';
import { ReconciliationReport } from './reconciliation-report';
import { TopupsTable } from './topups-table';
import { WithdrawalQueue } from './withdrawal-queue';

const TABS = ['withdrawals', 'topups', 'reconciliation', 'journals'] as const;

/**
 * `/moderator/transaction-management`: withdrawals queue, top-ups (gateway query), the
 * reconciliation report in full and the journal browser; the open tab is in `?tab=`. The summary
 * card beside the tabs says at a glance whether the ledger reconciles.
 * `viewerId` is the signed-in moderator (their own withdrawal requests are not theirs to process).
 */
export function TransactionManagement({ viewerId }: { viewerId: string | undefined }) {
  const { params, update } = useQueryParams();
  const asked = params.get('tab');
  const tab = (TABS as readonly string[]).includes(asked ?? '') ? asked! : 'withdrawals';
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="Giao dịch & rút tiền"
        description="Xử lý yêu cầu rút tiền, tra cứu giao dịch nạp tiền, đối soát sổ cái và tra cứu bút toán."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={tab === 'withdrawals' || tab === 'topups' ? 17 : 24}>
          <Tabs
            activeKey={tab}
            onChange={(k) => update({ tab: k === 'withdrawals' ? null : k })}
            items={[
              { key: 'withdrawals', label: 'Yêu cầu rút tiền', children: <WithdrawalQueue viewerId={viewerId} /> },
              { key: 'topups', label: 'Nạp tiền', children: <TopupsTable /> },
              { key: 'reconciliation', label: 'Đối soát sổ cái', children: <ReconciliationReport /> },
              { key: 'journals', label: 'Bút toán', children: <JournalBrowser /> },
            ]}
          />
        </Col>
        {tab === 'withdrawals' || tab === 'topups' ? (
          <Col xs={24} xl={7}>
            <ReconciliationCard />
          </Col>
        ) : null}
      </Row>
    </Flex>
  );
}
