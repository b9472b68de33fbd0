import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Table, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Checkbox } from '@/shared/ui/checkbox';
import { Typography } from '@/shared/ui/typography';
import { adminPlanUpdateBody, formatMoney, type AdminPlan, type AdminPlanUpdateBody } from '@cho-gundam/contracts';
import { apiError, applyFieldErrors } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { useAdminPlansQuery, useUpdateAdminPlanMutation } from '../admin-config-api';
import { MONEY_INPUT } from '../admin-config-logic';
import { formatNumber } from '@/shared/lib/format';

interface PlanForm {
  price: number | null;
  duration_days: number | null;
  max_listings: number | null;
  unlimited_listings: boolean;
  max_open_auctions: number | null;
  unlimited_auctions: boolean;
  reason?: string;
}

const limit = (n: number | null) => (n === null ? 'Không giới hạn' : formatNumber(n));

/** The edit form's changes as the update contract wants them (only what differs). */
function changes(p: AdminPlan, v: PlanForm): AdminPlanUpdateBody {
  const body: Record<string, unknown> = {};
  if (!p.is_trial && v.price !== null && v.price !== p.price) body.price = v.price;
  if (!p.is_trial && v.duration_days !== null && v.duration_days !== p.duration_days) body.duration_days = v.duration_days;
  const listings = v.unlimited_listings ? null : v.max_listings;
  if (listings !== p.max_listings) body.max_listings = listings;
  const auctions = v.unlimited_auctions ? null : v.max_open_auctions;
  if (auctions !== p.max_open_auctions) body.max_open_auctions = auctions;
  if (v.reason?.trim()) body.reason = v.reason.trim();
  return body as AdminPlanUpdateBody;
}

function EditPlan({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<PlanForm>();
  const [save, saving] = useUpdateAdminPlanMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const unlimitedListings = Form.useWatch('unlimited_listings', form);
  const unlimitedAuctions = Form.useWatch('unlimited_auctions', form);
  if (!plan) return null;
  const submit = async (v: PlanForm) => {
    setProblem(null);
    const body = changes(plan, v);
    const parsed = adminPlanUpdateBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ');
      return;
    }
    try {
      await save({ id: plan.id, body }).unwrap();
      message.success(`Đã cập nhật ${plan.name}`);
      onClose();
    } catch (e) {
      const err = apiError(e);
      if (!applyFieldErrors(form, err)) setProblem(err.message);
    }
  };
  return (
    <Modal
      open
      title={`Sửa ${plan.name}`}
      okText="Lưu"
      cancelText="Hủy"
      confirmLoading={saving.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          plan.is_trial
            ? 'Gói dùng thử không cần mua: hạn mức mới áp dụng ngay cho mọi shop đang dùng gói dùng thử.'
            : 'Thay đổi chỉ áp dụng cho lần mua mới. Shop đang dùng gói giữ nguyên giá, hạn mức và thời hạn đã mua.'
        }
      />
      <Form<PlanForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{
          price: plan.price,
          duration_days: plan.duration_days,
          max_listings: plan.max_listings,
          unlimited_listings: plan.max_listings === null,
          max_open_auctions: plan.max_open_auctions,
          unlimited_auctions: plan.max_open_auctions === null,
        }}
      >
        <Flex gap={12}>
          <Form.Item
            name="price"
            label="Giá (₫)"
            style={{ flex: 1 }}
            rules={[{ required: !plan.is_trial, message: 'Vui lòng nhập giá gói' }]}
          >
            <InputNumber style={{ width: '100%' }} min={0} step={1_000} disabled={plan.is_trial} {...MONEY_INPUT} />
          </Form.Item>
          <Form.Item
            name="duration_days"
            label="Thời hạn (ngày)"
            style={{ flex: 1 }}
            rules={[{ required: !plan.is_trial, message: 'Vui lòng nhập thời hạn' }]}
          >
            <InputNumber style={{ width: '100%' }} min={1} max={366} disabled={plan.is_trial} placeholder="Không thời hạn" />
          </Form.Item>
        </Flex>
        <Flex gap={12} align="end">
          <Form.Item name="max_listings" label="Số sản phẩm đăng bán cùng lúc" style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} min={1} max={100_000} disabled={unlimitedListings} />
          </Form.Item>
          <Form.Item name="unlimited_listings" valuePropName="checked">
            <Checkbox>Không giới hạn</Checkbox>
          </Form.Item>
        </Flex>
        <Flex gap={12} align="end">
          <Form.Item name="max_open_auctions" label="Số phiên đấu giá cùng lúc" style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} min={1} max={100_000} disabled={unlimitedAuctions} />
          </Form.Item>
          <Form.Item name="unlimited_auctions" valuePropName="checked">
            <Checkbox>Không giới hạn</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item name="reason" label="Ghi chú (lưu vào nhật ký thao tác)">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

/** The plans as the admin edits them, with the shops on each right now. */
export function PlansTable() {
  const { data, isLoading, isFetching, isError, error, refetch } = useAdminPlansQuery();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  return (
    <Card>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<AdminPlan>
          rowKey="id"
          size="middle"
          scroll={{ x: 880 }}
          loading={isLoading || isFetching}
          dataSource={data ?? []}
          pagination={false}
          locale={{ emptyText: 'Chưa có gói dịch vụ nào' }}
          columns={[
            {
              title: 'Gói',
              dataIndex: 'name',
              render: (v: string, p) => (
                <Flex vertical>
                  <strong>{v}</strong>
                  <Typography.Text type="secondary">{p.code}</Typography.Text>
                </Flex>
              ),
            },
            { title: 'Giá', dataIndex: 'price', align: 'right', render: (v: number) => formatMoney(v) },
            { title: 'Sản phẩm đăng bán', dataIndex: 'max_listings', align: 'right', render: limit },
            { title: 'Phiên đấu giá', dataIndex: 'max_open_auctions', align: 'right', render: limit },
            { title: 'Thời hạn', dataIndex: 'duration_days', render: (v: number | null) => (v === null ? 'Không thời hạn' : `${v} ngày`) },
            { title: 'Shop đang dùng', dataIndex: 'active_subscriptions', align: 'right' },
            {
              title: 'Trạng thái',
              dataIndex: 'is_active',
              render: (v: boolean) => (v ? <Tag color="green">Đang bán</Tag> : <Tag>Ngừng bán</Tag>),
            },
            {
              title: '',
              key: 'edit',
              width: 80,
              render: (_: unknown, p) => (
                <Button size="small" onClick={() => setEditing(p)} aria-label={`Sửa ${p.name}`}>
                  Sửa
                </Button>
              ),
            },
          ]}
        />
      )}
      <EditPlan key={editing?.id ?? 'none'} plan={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
