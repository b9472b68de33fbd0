import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Popconfirm, Select, Table, Tag, Tooltip } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import {
  ACCOUNT_STATUS_LABELS,
  createStaffBody,
  disableStaffBody,
  ROLE_LABELS,
  STAFF_ROLES,
  type CreateStaffBody,
  type StaffMember,
  type StaffRole,
} from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError, applyFieldErrors, zodRule } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { ListSearch } from '@/shared/ui/list-search';
import { LoadError } from '@/shared/ui/load-error';
import {
  useChangeStaffRoleMutation,
  useCreateStaffMutation,
  useDisableStaffMutation,
  useEnableStaffMutation,
  useReinviteStaffMutation,
  useStaffQuery,
} from '../user-admin-api';

const PAGE_SIZE = 20;
const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<CreateStaffBody>();
  const [create, creating] = useCreateStaffMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (v: CreateStaffBody) => {
    setProblem(null);
    try {
      const created = await create({ email: v.email.trim(), full_name: v.full_name.trim(), role: v.role }).unwrap();
      message.success(`Đã tạo tài khoản và gửi lời mời tới ${created.email}`);
      form.resetFields();
      onClose();
    } catch (e) {
      const err = apiError(e);
      if (!applyFieldErrors(form, err)) setProblem(err.message);
    }
  };
  return (
    <Modal
      open={open}
      title="Thêm nhân viên"
      okText="Tạo và gửi lời mời"
      cancelText="Hủy"
      confirmLoading={creating.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Tài khoản được tạo chưa có mật khẩu. Người được mời nhận email có liên kết đặt mật khẩu (hiệu lực 72 giờ, dùng một lần).
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'moderator' }}>
        <Form.Item name="email" label="Email" rules={[zodRule(createStaffBody.shape.email)]}>
          <Input type="email" autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="full_name" label="Họ và tên" rules={[zodRule(createStaffBody.shape.full_name)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="role" label="Vai trò">
          <Select options={roleOptions} aria-label="Vai trò" />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
    </Modal>
  );
}

function DisableDialog({ staff, onClose }: { staff: StaffMember | null; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [disable, disabling] = useDisableStaffMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async ({ reason }: { reason: string }) => {
    if (!staff) return;
    setProblem(null);
    try {
      await disable({ id: staff.id, reason: reason.trim() }).unwrap();
      message.success('Đã vô hiệu hóa tài khoản nhân viên');
      form.resetFields();
      onClose();
    } catch (e) {
      setProblem(apiError(e).message);
    }
  };
  return (
    <Modal
      open={!!staff}
      title="Vô hiệu hóa tài khoản nhân viên"
      okText="Vô hiệu hóa"
      okButtonProps={{ danger: true }}
      cancelText="Hủy"
      confirmLoading={disabling.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <strong>{staff?.full_name}</strong> ({staff?.email}) sẽ bị đăng xuất khỏi mọi thiết bị ngay lập tức.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label="Lý do" rules={[zodRule(disableStaffBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
    </Modal>
  );
}

/** `/admin/staff`: moderators and admins; create by e-mail invitation, disable/enable, change role. */
export function StaffAccounts({ viewerId }: { viewerId: string | undefined }) {
  const { message } = useApp();
  const { params, update } = useQueryParams();
  const q = params.get('q') ?? undefined;
  const role = params.get('role') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isFetching, isError, error, refetch } = useStaffQuery({
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
  });
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const [changeRole] = useChangeStaffRoleMutation();
  const [enable] = useEnableStaffMutation();
  const [reinvite] = useReinviteStaffMutation();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
    } catch (e) {
      message.error(apiError(e).message);
    }
  };
  return (
    <Card
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          Thêm nhân viên
        </Button>
      }
      title="Tài khoản nhân viên"
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <ListSearch value={q} onSearch={(v) => update({ q: v, page: undefined })} placeholder="Tên hoặc email" label="Tìm nhân viên" />
        <Select
          value={role}
          options={[{ value: '', label: 'Mọi vai trò' }, ...roleOptions]}
          onChange={(v) => update({ role: v, page: undefined })}
          style={{ minWidth: 180 }}
          aria-label="Lọc theo vai trò"
        />
      </Flex>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<StaffMember>
          rowKey="id"
          size="middle"
          scroll={{ x: 900 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: 'Không có nhân viên nào' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => update({ page: p > 1 ? p : undefined }),
            showTotal: (t) => `${t} nhân viên`,
          }}
          columns={[
            {
              title: 'Nhân viên',
              key: 'name',
              render: (_: unknown, s) => (
                <Flex vertical>
                  <span>
                    {s.full_name} {s.id === viewerId ? <Tag>Bạn</Tag> : null}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {s.email}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: 'Vai trò',
              key: 'role',
              render: (_: unknown, s) =>
                s.id === viewerId ? (
                  ROLE_LABELS[s.role]
                ) : (
                  <Select<StaffRole>
                    value={s.role}
                    options={roleOptions}
                    size="small"
                    style={{ minWidth: 160 }}
                    aria-label={`Vai trò của ${s.full_name}`}
                    onChange={(r) => void run(() => changeRole({ id: s.id, role: r }).unwrap(), 'Đã đổi vai trò')}
                  />
                ),
            },
            {
              title: 'Trạng thái',
              key: 'status',
              render: (_: unknown, s) => (
                <Flex gap={4} wrap>
                  <Tooltip title={s.locked_reason ? `Lý do: ${s.locked_reason}` : undefined}>
                    <Tag color={s.status === 'active' ? 'green' : 'red'}>
                      {s.status === 'active' ? ACCOUNT_STATUS_LABELS.active : 'Đã vô hiệu hóa'}
                    </Tag>
                  </Tooltip>
                  {s.invitation_pending ? <Tag color="gold">Chưa đặt mật khẩu</Tag> : null}
                </Flex>
              ),
            },
            { title: 'Ngày tạo', dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
            {
              title: 'Thao tác',
              key: 'actions',
              render: (_: unknown, s) =>
                s.id === viewerId ? null : (
                  <Flex gap={8} wrap>
                    {s.invitation_pending && s.status === 'active' ? (
                      <Button size="small" onClick={() => void run(() => reinvite(s.id).unwrap(), `Đã gửi lại lời mời tới ${s.email}`)}>
                        Gửi lại lời mời
                      </Button>
                    ) : null}
                    {s.status === 'active' ? (
                      <Button size="small" danger onClick={() => setDisabling(s)}>
                        Vô hiệu hóa
                      </Button>
                    ) : (
                      <Popconfirm
                        title="Kích hoạt lại tài khoản này?"
                        okText="Kích hoạt"
                        cancelText="Hủy"
                        onConfirm={() => run(() => enable(s.id).unwrap(), 'Đã kích hoạt lại tài khoản')}
                      >
                        <Button size="small">Kích hoạt lại</Button>
                      </Popconfirm>
                    )}
                  </Flex>
                ),
            },
          ]}
        />
      )}
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      <DisableDialog staff={disabling} onClose={() => setDisabling(null)} />
    </Card>
  );
}
