import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tabs, Tag } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { ACCOUNT_STATUS_LABELS, ROLE_LABELS, type MemberDetail } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useMemberQuery } from '../user-admin-api';

import { ActionDialog, type Dialog } from './member-action-dialog';
import { memberActivityTabs } from './member-activity-tabs';

const STATUS_COLORS = { active: 'green', locked: 'red' } as const;

function Section({ data }: { data: MemberDetail }) {
  const { user, shop, plan, wallet } = data;
  return (
    <Tabs
      items={[
        {
          key: 'profile',
          label: 'Hồ sơ',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Email">
                {user.email} {user.email_verified ? <Tag color="green">Đã xác minh</Tag> : <Tag>Chưa xác minh</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="Số điện thoại">
                {user.phone_number ?? '—'} {user.phone_number && user.phone_number_verified ? <Tag color="green">Đã xác minh</Tag> : null}
              </Descriptions.Item>
              <Descriptions.Item label="Vai trò">{ROLE_LABELS[user.role]}</Descriptions.Item>
              <Descriptions.Item label="Ngày tham gia">
                <DateTime value={user.created_at} />
              </Descriptions.Item>
              {user.status === 'locked' ? (
                <Descriptions.Item label="Bị khóa">
                  <Flex vertical>
                    <span>Lý do: {user.locked_reason}</span>
                    <Typography.Text type="secondary">
                      {user.locked_by_name ? `Bởi ${user.locked_by_name}, ` : ''}
                      <DateTime value={user.locked_at} />
                    </Typography.Text>
                  </Flex>
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Shop">{shop ? `${shop.name} (/shops/${shop.slug})` : 'Chưa mở shop'}</Descriptions.Item>
              <Descriptions.Item label="Gói bán hàng">
                {plan ? (
                  <span>
                    {plan.name} · {plan.listings_used}/{plan.listing_limit ?? 'không giới hạn'} tin đăng
                    {plan.ends_at ? (
                      <>
                        {' '}
                        · hết hạn <DateTime value={plan.ends_at} />
                      </>
                    ) : null}
                  </span>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'wallet',
          label: 'Ví',
          children: (
            <Flex vertical gap={12}>
              <Descriptions column={3} size="small" bordered layout="vertical">
                <Descriptions.Item label="Khả dụng">
                  <MoneyText value={wallet.balances.available} strong />
                </Descriptions.Item>
                <Descriptions.Item label="Đang giữ">
                  <MoneyText value={wallet.balances.held} />
                </Descriptions.Item>
                <Descriptions.Item label="Chờ nhận">
                  <MoneyText value={wallet.balances.pending} />
                </Descriptions.Item>
              </Descriptions>
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={wallet.recent}
                locale={{ emptyText: 'Chưa có giao dịch ví nào' }}
                columns={[
                  { title: 'Giao dịch', key: 't', render: (_: unknown, r) => `${r.type_label}: ${r.title}` },
                  {
                    title: 'Số tiền',
                    key: 'a',
                    align: 'right' as const,
                    render: (_: unknown, r) => <MoneyText value={r.direction === 'out' ? -Math.abs(r.amount) : r.amount} />,
                  },
                ]}
              />
            </Flex>
          ),
        },
        {
          key: 'orders',
          label: `Đơn hàng (${data.orders.length})`,
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.orders}
              locale={{ emptyText: 'Chưa có đơn hàng nào' }}
              columns={[
                { title: 'Mã đơn', dataIndex: 'code' },
                { title: 'Vai trò', dataIndex: 'side', render: (s: string) => (s === 'buyer' ? 'Người mua' : 'Người bán') },
                { title: 'Trạng thái', dataIndex: 'status_label' },
                { title: 'Tổng tiền', dataIndex: 'total_amount', align: 'right' as const, render: (v: number) => <MoneyText value={v} /> },
                { title: 'Ngày đặt', dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
              ]}
            />
          ),
        },
        {
          key: 'auctions',
          label: `Đấu giá (${data.auctions.length})`,
          children: (
            <Table
              rowKey={(r) => `${r.id}-${r.side}`}
              size="small"
              pagination={false}
              dataSource={data.auctions}
              locale={{ emptyText: 'Chưa tham gia phiên đấu giá nào' }}
              columns={[
                { title: 'Mô hình', dataIndex: 'name' },
                { title: 'Vai trò', dataIndex: 'side', render: (s: string) => (s === 'seller' ? 'Người bán' : 'Người đặt giá') },
                { title: 'Trạng thái', dataIndex: 'status_label' },
                {
                  title: 'Giá hiện tại',
                  dataIndex: 'current_price',
                  align: 'right' as const,
                  render: (v: number) => <MoneyText value={v} />,
                },
              ]}
            />
          ),
        },
        ...memberActivityTabs(data),
        {
          key: 'sessions',
          label: `Phiên đăng nhập (${data.sessions.length})`,
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.sessions}
              locale={{ emptyText: 'Không có phiên đăng nhập nào đang hoạt động' }}
              columns={[
                { title: 'Thiết bị', dataIndex: 'user_agent', render: (v: string | null) => v ?? 'Không rõ' },
                { title: 'Địa chỉ IP', dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
                { title: 'Dùng gần nhất', dataIndex: 'last_used_at', render: (v: string) => <DateTime value={v} /> },
              ]}
            />
          ),
        },
        {
          key: 'audit',
          label: `Lịch sử xử lý (${data.audit.length})`,
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.audit}
              locale={{ emptyText: 'Chưa có xử lý nào với tài khoản này' }}
              columns={[
                { title: 'Thời gian', dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
                { title: 'Thao tác', dataIndex: 'action_label' },
                { title: 'Người thực hiện', dataIndex: 'actor_name', render: (v: string | null) => v ?? 'Hệ thống' },
                { title: 'Lý do / nội dung', key: 'r', render: (_: unknown, r) => r.message ?? r.reason ?? '—' },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

/** A member's whole picture for staff, opened from the list or directly by `?user=<id>`. */
export function MemberDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useMemberQuery(userId ?? '', { skip: !userId });
  const [dialog, setDialog] = useState<Dialog>(null);
  const user = data?.user;
  return (
    <Drawer
      open={!!userId}
      onClose={onClose}
      size={760}
      title={
        user ? (
          <Flex gap={8} align="center" wrap>
            <span>{user.full_name}</span>
            <Tag color={STATUS_COLORS[user.status]}>{ACCOUNT_STATUS_LABELS[user.status]}</Tag>
          </Flex>
        ) : (
          'Thông tin tài khoản'
        )
      }
      extra={
        data ? (
          <Flex gap={8}>
            {data.actions.warn ? <Button onClick={() => setDialog('warn')}>Gửi cảnh báo</Button> : null}
            {data.actions.lock ? (
              <Button danger type="primary" onClick={() => setDialog('lock')}>
                Khóa tài khoản
              </Button>
            ) : null}
            {data.actions.unlock ? (
              <Button type="primary" onClick={() => setDialog('unlock')}>
                Mở khóa
              </Button>
            ) : null}
          </Flex>
        ) : null
      }
    >
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : isLoading || !data ? (
        userId ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Empty description="Chưa chọn tài khoản" />
        )
      ) : (
        <>
          {user?.status === 'locked' ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Tài khoản đang bị khóa. Lý do: ${user.locked_reason ?? '—'}`}
            />
          ) : null}
          <Section data={data} />
          {user ? <ActionDialog kind={dialog} user={user} onClose={() => setDialog(null)} /> : null}
        </>
      )}
    </Drawer>
  );
}
