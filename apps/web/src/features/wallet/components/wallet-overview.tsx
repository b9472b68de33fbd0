import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Col, Flex, Row } from 'antd';
import { Card } from '@/shared/ui/card';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { PageHeading } from '@/shared/ui/page-heading';
import { useWalletBalancesQuery } from '../wallet-api';
import { parseWalletIntent, returnTarget } from '../wallet-logic';
import { BalanceCards } from './balance-cards';
import { BankAccountsCard } from './bank-accounts-card';
import { HistoryTable } from './history-table';
import { MyWithdrawals } from './my-withdrawals';
import { TopupModal, TopupProgress } from './topup-modal';
import { WithdrawalModal } from './withdrawal-modal';

/** `/member/profile/wallet`: balances, top-up, withdrawal, bank accounts, history. */
export function WalletOverview() {
  const { params, update } = useQueryParams();
  const navigate = useNavigate();
  const intent = useMemo(() => parseWalletIntent(params), [params]);
  const balances = useWalletBalancesQuery();
  const [topupOpen, setTopupOpen] = useState(intent.topupAmount !== null);
  const [withdrawOpen, setWithdrawOpen] = useState(false);

  const clearIntent = () => update({ topup: undefined, return: undefined }, { replace: true });
  const closeReturn = () => update({ topup_id: undefined }, { replace: true });
  const back = returnTarget(intent.returnPath);

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="Ví của tôi"
        description="Số dư, nạp tiền, rút tiền và lịch sử giao dịch"
        extra={
          <Flex gap={8}>
            <Button type="primary" onClick={() => setTopupOpen(true)}>
              Nạp tiền
            </Button>
            <Button onClick={() => setWithdrawOpen(true)} disabled={!balances.data}>
              Rút tiền
            </Button>
          </Flex>
        }
      />
      {intent.topupId ? (
        <Card
          size="small"
          title="Kết quả nạp tiền"
          extra={
            <Button type="text" size="small" onClick={closeReturn}>
              Đóng
            </Button>
          }
        >
          <TopupProgress topupId={intent.topupId} />
        </Card>
      ) : null}
      {balances.isError ? (
        <LoadError message={apiError(balances.error).message} onRetry={() => balances.refetch()} retrying={balances.isFetching} />
      ) : (
        <BalanceCards balances={balances.data} loading={balances.isLoading} />
      )}
      {back && !topupOpen ? (
        <Alert
          type="info"
          showIcon
          title="Bạn đang nạp tiền để thanh toán đơn hàng"
          action={
            <Button size="small" onClick={() => navigate(back)}>
              Quay lại thanh toán
            </Button>
          }
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <BankAccountsCard />
        </Col>
        <Col xs={24} lg={12}>
          <MyWithdrawals />
        </Col>
      </Row>
      <HistoryTable />
      <TopupModal
        open={topupOpen}
        initialAmount={intent.topupAmount}
        returnPath={intent.returnPath}
        onClose={() => {
          setTopupOpen(false);
          if (intent.topupAmount !== null && !back) clearIntent();
        }}
      />
      <WithdrawalModal open={withdrawOpen} available={balances.data?.available ?? 0} onClose={() => setWithdrawOpen(false)} />
    </Flex>
  );
}
