import { Col, Flex, Row, Tabs } from 'antd';
import { PageHeading } from '@/shared/ui/page-heading';
import { ReconciliationCard } from './reconciliation-card';
import { TopupsTable } from './topups-table';
import { WithdrawalQueue } from './withdrawal-queue';

/**
 * `/moderator/transaction-management`: withdrawals queue, top-ups and the reconciliation report.
 * `viewerId` is the signed-in moderator (their own withdrawal requests are not theirs to process).
 */
export function TransactionManagement({ viewerId }: { viewerId: string | undefined }) {
  return (
    <Flex vertical gap={16}>
      <PageHeading title="Giao dịch & rút tiền" description="Xử lý yêu cầu rút tiền, tra cứu giao dịch nạp tiền và đối soát sổ cái." />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Tabs
            items={[
              { key: 'withdrawals', label: 'Yêu cầu rút tiền', children: <WithdrawalQueue viewerId={viewerId} /> },
              { key: 'topups', label: 'Nạp tiền', children: <TopupsTable /> },
            ]}
          />
        </Col>
        <Col xs={24} xl={7}>
          <ReconciliationCard />
        </Col>
      </Row>
    </Flex>
  );
}
