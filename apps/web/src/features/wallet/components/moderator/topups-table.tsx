import { Button, Flex, Select, Table, Tag, Tooltip } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { TOPUP_STATUS_LABELS, type ModeratorTopup } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { toast } from '@/shared/ui/toast';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useModTopupsQuery, useQueryTopupGatewayMutation } from '../../wallet-api';
import { FLIP, MONEY_PAGE_SIZE, opensDrawer, sortFromHeader, sortOrderOf, useMoneyTableParams } from './money-table-params';
import { MoneyTableToolbar } from './money-table-toolbar';
import { TOPUP_STATUS_COLORS, TopupDrawer } from './topup-drawer';

const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.entries(TOPUP_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * Top-ups with their gateway state, the ones the gateway reported oddly (late payment, amount
 * mismatch) flagged for review; "Tra cứu cổng" asks the gateway now (what the status-query job
 * does on its schedule) and credits a payment it confirms, once. Search by member or transaction
 * id, Vietnamese days, sort by time or amount, all in the URL (`?tstatus=&treview=&tq=&tfrom=&tto=&tsort=&tpage=`);
 * CSV of the filtered, sorted list. A row (click, Enter or "Chi tiết") opens its detail drawer, kept in
 * the URL as `?topen=<id>`.
 */
export function TopupsTable() {
  const p = useMoneyTableParams('t');
  const status = Object.hasOwn(TOPUP_STATUS_LABELS, p.read('status')) ? p.read('status') : undefined;
  const review = p.read('review') === 'true' ? 'true' : undefined;
  const sort = p.sort ?? 'created_desc';
  const filters = { status, needs_review: review, q: p.q, from: p.from, to: p.to, sort };
  const [ask, { isLoading: asking, originalArgs: askingId }] = useQueryTopupGatewayMutation();
  async function queryGateway(t: ModeratorTopup) {
    try {
      const r = await ask(t.id).unwrap();
      const show = r.outcome === 'credited' || r.outcome === 'already_credited' || r.outcome === 'not_paid' ? toast.success : toast.warning;
      show({ title: `Giao dịch ${t.app_trans_id}`, description: r.outcome_label });
    } catch (err) {
      toast.error({ title: 'Không tra cứu được cổng thanh toán', description: apiError(err).message });
    }
  }
  const { data, isLoading, isFetching, isError, error, refetch } = useModTopupsQuery({
    ...filters,
    page: p.page,
    page_size: MONEY_PAGE_SIZE,
  });
  const filtered = !!(status || review || p.q || p.from || p.to);
  return (
    <Card title="Giao dịch nạp tiền">
      <MoneyTableToolbar
        q={p.q}
        searchPlaceholder="Tên, email, số điện thoại hoặc mã giao dịch"
        searchLabel="Tìm giao dịch nạp tiền"
        from={p.from}
        to={p.to}
        onChange={p.set}
        csv={{ path: '/moderator/topups.csv', params: filters, file: 'nap-tien' }}
      >
        <Select
          value={status ?? ''}
          options={statusOptions}
          onChange={(v) => p.set({ status: v })}
          style={{ minWidth: 180 }}
          aria-label="Lọc theo trạng thái"
        />
        <Select
          value={review ?? ''}
          onChange={(v) => p.set({ review: v })}
          style={{ minWidth: 180 }}
          aria-label="Lọc giao dịch cần kiểm tra"
          options={[
            { value: '', label: 'Tất cả giao dịch' },
            { value: 'true', label: 'Cần kiểm tra' },
          ]}
        />
      </MoneyTableToolbar>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<ModeratorTopup>
          rowKey="id"
          size="middle"
          scroll={{ x: 900 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: filtered ? 'Không có giao dịch nạp tiền nào khớp bộ lọc' : 'Chưa có giao dịch nạp tiền nào' }}
          showSorterTooltip={{ title: 'Bấm để sắp xếp' }}
          onRow={(t) => opensDrawer(() => p.setOpen(t.id))}
          onChange={(_pg, _f, sorter, { action }) => {
            const next = action === 'sort' ? sortFromHeader(sorter) : null;
            // newest first is what no `tsort` means
            if (next) p.set({ sort: next === 'created_desc' ? null : next });
          }}
          pagination={{
            current: p.page,
            pageSize: MONEY_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: p.setPage,
            showTotal: (t) => `${t} giao dịch`,
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
              render: (_: unknown, t) => (
                <Flex vertical>
                  <span>{t.user_name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t.user_email}
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
            {
              title: 'Mã giao dịch',
              key: 'ids',
              render: (_: unknown, t) => (
                <Flex vertical>
                  <Typography.Text code>{t.app_trans_id}</Typography.Text>
                  {t.gateway_trans_id ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      ZaloPay: {t.gateway_trans_id}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            { title: 'Cổng', dataIndex: 'provider', render: (p: string) => (p === 'zalopay' ? 'ZaloPay' : 'Thử nghiệm') },
            {
              title: 'Trạng thái',
              key: 'status',
              render: (_: unknown, t) => (
                <Flex gap={4} wrap>
                  <Tag color={TOPUP_STATUS_COLORS[t.status]}>{t.status_label}</Tag>
                  {t.needs_review ? (
                    <Tooltip title={t.review_reason}>
                      <Tag color="red">Cần kiểm tra</Tag>
                    </Tooltip>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: 'Tra cứu cổng',
              key: 'query',
              render: (_: unknown, t) => (
                <Flex vertical gap={2} align="flex-start">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t.last_queried_at ? (
                      <>
                        Lần cuối: <DateTime value={t.last_queried_at} />
                      </>
                    ) : (
                      'Chưa tra cứu'
                    )}
                  </Typography.Text>
                  {t.status !== 'succeeded' ? (
                    <Button size="small" loading={asking && askingId === t.id} onClick={() => void queryGateway(t)}>
                      Tra cứu cổng thanh toán
                    </Button>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: '',
              key: 'open',
              render: (_: unknown, t) => (
                <Button size="small" type="link" onClick={() => p.setOpen(t.id)}>
                  Chi tiết
                </Button>
              ),
            },
          ]}
        />
      )}
      <TopupDrawer
        id={p.open}
        onClose={() => p.setOpen(null)}
        onQueryGateway={(t) => void queryGateway(t)}
        querying={asking && askingId === p.open}
      />
    </Card>
  );
}
