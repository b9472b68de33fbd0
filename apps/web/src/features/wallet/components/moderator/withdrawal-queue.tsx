import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { CopyableText } from '@/shared/ui/copyable-text';
import {
  completeWithdrawalBody,
  formatMoney,
  rejectWithdrawalBody,
  WITHDRAWAL_STATUS_LABELS,
  type ModeratorWithdrawal,
} from '@cho-gundam/contracts';
import { apiError, zodRule } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useCompleteWithdrawalMutation, useModWithdrawalsQuery, useRejectWithdrawalMutation } from '../../wallet-api';
import { WITHDRAWAL_STATUS_COLORS } from '../my-withdrawals';
import { FLIP, MONEY_PAGE_SIZE, opensDrawer, sortFromHeader, sortOrderOf, useMoneyTableParams } from './money-table-params';
import { MoneyTableToolbar } from './money-table-toolbar';
import { WithdrawalDrawer } from './withdrawal-drawer';

type Action = { kind: 'complete' | 'reject'; w: ModeratorWithdrawal } | null;

function ActionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<{ bank_reference?: string; reason?: string }>();
  const [complete, completing] = useCompleteWithdrawalMutation();
  const [reject, rejecting] = useRejectWithdrawalMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const w = action?.w;
  const isComplete = action?.kind === 'complete';
  const submit = async (v: { bank_reference?: string; reason?: string }) => {
    if (!w) return;
    setProblem(null);
    try {
      if (isComplete) await complete({ id: w.id, bank_reference: (v.bank_reference ?? '').trim() }).unwrap();
      else await reject({ id: w.id, reason: (v.reason ?? '').trim() }).unwrap();
      message.success(isComplete ? 'Đã hoàn tất yêu cầu rút tiền' : 'Đã từ chối yêu cầu rút tiền');
      form.resetFields();
      onClose();
    } catch (e) {
      setProblem(apiError(e).message);
    }
  };
  return (
    <Modal
      open={!!action}
      title={isComplete ? 'Hoàn tất yêu cầu rút tiền' : 'Từ chối yêu cầu rút tiền'}
      okText={isComplete ? 'Xác nhận đã chuyển khoản' : 'Từ chối'}
      okButtonProps={{ danger: !isComplete }}
      cancelText="Hủy"
      confirmLoading={completing.isLoading || rejecting.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      {w ? (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text>
            Thành viên: <strong>{w.user_name}</strong> ({w.user_email})
          </Typography.Text>
          <Typography.Text>
            Số tiền: <strong>{formatMoney(w.amount)}</strong>
          </Typography.Text>
          <Typography.Text>
            Tài khoản: {w.bank_name} · <CopyableText>{w.account_number}</CopyableText> · {w.account_name}
          </Typography.Text>
        </Flex>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        {isComplete ? (
          <Form.Item
            name="bank_reference"
            label="Mã giao dịch ngân hàng"
            rules={[zodRule(completeWithdrawalBody.shape.bank_reference)]}
            extra="Chỉ xác nhận sau khi đã chuyển khoản thành công."
          >
            <Input maxLength={100} placeholder="Ví dụ FT26112212345" autoFocus />
          </Form.Item>
        ) : (
          <Form.Item
            name="reason"
            label="Lý do từ chối"
            rules={[zodRule(rejectWithdrawalBody.shape.reason)]}
            extra="Thành viên sẽ thấy lý do này; số tiền được hoàn lại vào số dư khả dụng."
          >
            <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
          </Form.Item>
        )}
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

const statusOptions = [
  { value: 'all', label: 'Tất cả trạng thái' },
  ...Object.entries(WITHDRAWAL_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The withdrawals queue (pending oldest first unless sorted otherwise); a moderator never processes
 * their own request. Status (pending unless `wstatus` says otherwise, `all` for every one), search,
 * Vietnamese days, sort by time or amount and the page live in the URL
 * (`?wstatus=&wq=&wfrom=&wto=&wsort=&wpage=`); CSV of the filtered, sorted list. A row (click, Enter
 * or "Chi tiết") opens its detail drawer, kept in the URL as `?wopen=<id>`.
 */
export function WithdrawalQueue({ viewerId }: { viewerId: string | undefined }) {
  const p = useMoneyTableParams('w');
  const asked = p.read('status');
  const status = asked === 'all' ? undefined : Object.hasOwn(WITHDRAWAL_STATUS_LABELS, asked) ? asked : 'pending';
  // no sort asked: the queue's own order, which the server applies and the arrows show
  const sort = p.sort ?? (status === 'pending' ? 'created_asc' : 'created_desc');
  const filters = { status, q: p.q, from: p.from, to: p.to, sort: p.sort };
  const [action, setAction] = useState<Action>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useModWithdrawalsQuery({
    ...filters,
    page: p.page,
    page_size: MONEY_PAGE_SIZE,
  });
  const filtered = !!(p.q || p.from || p.to);

  return (
    <Card title="Yêu cầu rút tiền">
      <MoneyTableToolbar
        q={p.q}
        searchPlaceholder="Tên, email, số điện thoại, số tài khoản"
        searchLabel="Tìm yêu cầu rút tiền"
        from={p.from}
        to={p.to}
        onChange={p.set}
        csv={{ path: '/moderator/withdrawals.csv', params: filters, file: 'rut-tien' }}
      >
        <Select
          value={status ?? 'all'}
          options={statusOptions}
          onChange={(v) => p.set({ status: v === 'pending' ? null : v })}
          style={{ minWidth: 180 }}
          aria-label="Lọc theo trạng thái"
        />
      </MoneyTableToolbar>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<ModeratorWithdrawal>
          rowKey="id"
          size="middle"
          scroll={{ x: 960 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{
            emptyText: filtered
              ? 'Không có yêu cầu rút tiền nào khớp bộ lọc'
              : status === 'pending'
                ? 'Không có yêu cầu nào đang chờ xử lý'
                : 'Không có yêu cầu rút tiền nào',
          }}
          showSorterTooltip={{ title: 'Bấm để sắp xếp' }}
          onRow={(w) => opensDrawer(() => p.setOpen(w.id))}
          onChange={(_pg, _f, sorter, { action: change }) => {
            const next = change === 'sort' ? sortFromHeader(sorter) : null;
            if (next) p.set({ sort: next });
          }}
          pagination={{
            current: p.page,
            pageSize: MONEY_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: p.setPage,
            showTotal: (t) => `${t} yêu cầu`,
          }}
          columns={[
            {
              title: 'Thời gian',
              key: 'created',
              dataIndex: 'created_at',
              sorter: true,
              sortOrder: sortOrderOf('created', sort),
              sortDirections: FLIP,
              render: (v: string) => <DateTime value={v} />,
            },
            {
              title: 'Thành viên',
              key: 'user',
              render: (_: unknown, w) => (
                <Flex vertical>
                  <span>{w.user_name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {w.user_email}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: 'Số tiền',
              key: 'amount',
              dataIndex: 'amount',
              align: 'right' as const,
              sorter: true,
              sortOrder: sortOrderOf('amount', sort),
              sortDirections: FLIP,
              render: (v: number) => <MoneyText value={v} strong />,
            },
            { title: 'Ngân hàng', key: 'bank', render: (_: unknown, w) => `${w.bank_name} · ${w.account_number} · ${w.account_name}` },
            {
              title: 'Trạng thái',
              key: 'status',
              render: (_: unknown, w) => (
                <Flex vertical>
                  <Tag color={WITHDRAWAL_STATUS_COLORS[w.status]}>{w.status_label}</Tag>
                  {w.bank_reference ? <Typography.Text style={{ fontSize: 12 }}>Mã GD: {w.bank_reference}</Typography.Text> : null}
                  {w.reject_reason ? <Typography.Text style={{ fontSize: 12 }}>Lý do: {w.reject_reason}</Typography.Text> : null}
                </Flex>
              ),
            },
            {
              title: 'Thao tác',
              key: 'actions',
              render: (_: unknown, w) => (
                <Flex vertical gap={4} align="flex-start">
                  <Button size="small" type="link" style={{ padding: 0 }} onClick={() => p.setOpen(w.id)}>
                    Chi tiết
                  </Button>
                  {w.status !== 'pending' ? null : w.user_id === viewerId ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Yêu cầu của bạn: người khác xử lý
                    </Typography.Text>
                  ) : (
                    <Flex gap={8}>
                      <Button size="small" type="primary" onClick={() => setAction({ kind: 'complete', w })}>
                        Hoàn tất
                      </Button>
                      <Button size="small" danger onClick={() => setAction({ kind: 'reject', w })}>
                        Từ chối
                      </Button>
                    </Flex>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      )}
      <WithdrawalDrawer id={p.open} viewerId={viewerId} onClose={() => p.setOpen(null)} onDecide={(kind, w) => setAction({ kind, w })} />
      <ActionDialog action={action} onClose={() => setAction(null)} />
    </Card>
  );
}
