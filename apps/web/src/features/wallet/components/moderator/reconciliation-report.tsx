import { Alert, Button, Descriptions, Flex, Skeleton, Table } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { ReconciliationDetail } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useReconciliationQuery } from '../../wallet-api';

type Row = { key: string; label: string; cached: number; lines: number; difference: number; count?: number; owner?: string };

/** A difference of 0 reads "Khớp"; anything else is the amount, in red. */
function Difference({ value }: { value: number }) {
  return value === 0 ? (
    <Typography.Text type="success">Khớp</Typography.Text>
  ) : (
    <Typography.Text type="danger">
      <MoneyText value={value} strong />
    </Typography.Text>
  );
}

const moneyColumns = [
  { title: 'Số dư lưu', dataIndex: 'cached', align: 'right' as const, render: (v: number) => <MoneyText value={v} /> },
  { title: 'Tổng các dòng', dataIndex: 'lines', align: 'right' as const, render: (v: number) => <MoneyText value={v} /> },
  { title: 'Chênh lệch', dataIndex: 'difference', align: 'right' as const, render: (v: number) => <Difference value={v} /> },
];

/** One obligation check: what the ledger holds against what is open, and "Khớp" or the difference. */
function ObligationCheck({ title, held, open, parts }: { title: string; held: number; open: number; parts: [string, number][] }) {
  return (
    <Descriptions size="small" column={1} bordered title={title}>
      <Descriptions.Item label="Sổ cái đang giữ">
        <MoneyText value={held} strong />
      </Descriptions.Item>
      {parts.map(([label, v]) => (
        <Descriptions.Item key={label} label={label}>
          <MoneyText value={v} />
        </Descriptions.Item>
      ))}
      <Descriptions.Item label="Kết quả">
        <Difference value={held - open} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * "Đối soát sổ cái": every platform account and each kind of member account, the cached balance
 * against the sum of its lines; the money held for sellers and buyers against what is open; a
 * clear "Khớp" or each difference, and every account that differs.
 */
export function ReconciliationReport() {
  const { data, isLoading, isFetching, isError, error, refetch } = useReconciliationQuery();
  if (isLoading) return <Skeleton active />;
  if (isError || !data)
    return (
      <LoadError
        message="Không tải được báo cáo đối soát"
        description={apiError(error).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return <Report data={data} refetch={refetch} refreshing={isFetching} />;
}

function Report({ data, refetch, refreshing }: { data: ReconciliationDetail; refetch: () => unknown; refreshing: boolean }) {
  const o = data.obligations;
  const platformRows: Row[] = data.platform_accounts.map((a) => ({ key: a.kind, ...a }));
  const memberRows: Row[] = data.member_kinds.map((a) => ({ key: a.kind, ...a }));
  const mismatchRows: Row[] = data.mismatched_accounts.map((a) => ({
    key: a.account_id,
    ...a,
    owner: a.owner_name ?? (a.owner_id ? a.owner_id : 'Nền tảng'),
  }));
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          Kiểm tra lúc <DateTime value={data.checked_at} /> · {data.accounts} tài khoản · {data.journals} bút toán
        </Typography.Text>
        <Button onClick={() => void refetch()} loading={refreshing}>
          Đối soát lại
        </Button>
      </Flex>
      {data.clean ? (
        <Alert
          type="success"
          showIcon
          title="Khớp"
          description="Số dư mọi tài khoản bằng tổng các dòng; tiền giữ hộ khớp các khoản đang mở."
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title="Có chênh lệch"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {data.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <Card size="small" title="Tài khoản của nền tảng">
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={platformRows}
          columns={[{ title: 'Tài khoản', dataIndex: 'label' }, ...moneyColumns]}
        />
      </Card>
      <Card size="small" title="Tài khoản của thành viên (theo loại)">
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={memberRows}
          columns={[
            { title: 'Loại tài khoản', dataIndex: 'label' },
            { title: 'Số tài khoản', dataIndex: 'count', align: 'right' as const },
            ...moneyColumns,
          ]}
        />
      </Card>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 320px' }}>
          <ObligationCheck
            title="Tiền chờ trả người bán"
            held={-o.escrow}
            open={o.open_orders_seller_share}
            parts={[
              ['Tiền bán hàng chờ nhận của người bán', o.sellers_pending],
              ['Phần của người bán trong các đơn đang mở', o.open_orders_seller_share],
            ]}
          />
        </div>
        <div style={{ flex: '1 1 320px' }}>
          <ObligationCheck
            title="Tiền tạm giữ của thành viên"
            held={o.members_held}
            open={o.open_orders_total + o.pending_withdrawals + o.held_deposits}
            parts={[
              ['Đơn hàng đang mở', o.open_orders_total],
              ['Yêu cầu rút tiền đang chờ', o.pending_withdrawals],
              ['Tiền đặt cọc đấu giá đang giữ', o.held_deposits],
            ]}
          />
        </div>
      </Flex>
      {mismatchRows.length > 0 ? (
        <Card size="small" title="Tài khoản lệch">
          <Table<Row>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={mismatchRows}
            columns={[{ title: 'Chủ tài khoản', dataIndex: 'owner' }, { title: 'Loại tài khoản', dataIndex: 'label' }, ...moneyColumns]}
          />
        </Card>
      ) : null}
    </Flex>
  );
}
