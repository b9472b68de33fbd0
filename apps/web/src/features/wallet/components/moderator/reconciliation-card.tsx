import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { Card } from '@/shared/ui/card';
import { ledgerAccountLabel } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useReconciliationQuery } from '../../wallet-api';

/** Contra accounts kept negative in the ledger, shown as the positive amounts they stand for. */
const NEGATED = new Set(['gateway_clearing', 'escrow']);

/** The ledger's reconciliation: sums of lines = balances, escrow = open obligations. */
export function ReconciliationCard() {
  const { data, isLoading, isFetching, isError, error, refetch } = useReconciliationQuery();
  return (
    <Card
      title="Đối soát sổ cái"
      extra={
        <Button size="small" onClick={() => refetch()} loading={isFetching}>
          Kiểm tra lại
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : data ? (
        <>
          {data.clean ? (
            <Alert
              type="success"
              showIcon
              title="Sổ cái khớp"
              description={`${data.accounts} tài khoản, ${data.journals} bút toán đều cân đối.`}
            />
          ) : (
            <Alert
              type="error"
              showIcon
              title="Sổ cái có sai lệch"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {data.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
            />
          )}
          <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
            <Descriptions.Item label="Kiểm tra lúc">
              <DateTime value={data.checked_at} />
            </Descriptions.Item>
            {Object.entries(data.platform).map(([k, v]) => (
              <Descriptions.Item key={k} label={ledgerAccountLabel(k)}>
                <MoneyText value={NEGATED.has(k) ? -v : v} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      ) : null}
    </Card>
  );
}
