import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Form, Input, List, Modal, Popconfirm, Select, Skeleton, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Checkbox } from '@/shared/ui/checkbox';
import { Typography } from '@/shared/ui/typography';
import { bankAccountInput, MAX_BANK_ACCOUNTS, VN_BANKS, type BankAccount } from '@cho-gundam/contracts';
import { apiError, applyFieldErrors, zodRule } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import {
  useAddBankAccountMutation,
  useBankAccountsQuery,
  useDeleteBankAccountMutation,
  useSetDefaultBankAccountMutation,
} from '../wallet-api';
import { toHolderName } from '../wallet-logic';

const bankOptions = VN_BANKS.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }));

interface Values {
  bank_code?: string;
  account_number: string;
  account_name: string;
  is_default: boolean;
}

function AddBankAccountModal({ open, first, onClose }: { open: boolean; first: boolean; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [add, adding] = useAddBankAccountMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (v: Values) => {
    setProblem(null);
    try {
      await add({
        bank_code: v.bank_code ?? '',
        account_number: v.account_number.trim(),
        account_name: v.account_name,
        is_default: first || v.is_default,
      }).unwrap();
      message.success('Đã thêm tài khoản ngân hàng');
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
      title="Thêm tài khoản ngân hàng"
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Lưu"
      cancelText="Hủy"
      confirmLoading={adding.isLoading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ is_default: false }} preserve={false}>
        <Form.Item name="bank_code" label="Ngân hàng" rules={[{ required: true, message: 'Vui lòng chọn ngân hàng' }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={bankOptions} placeholder="Chọn ngân hàng" />
        </Form.Item>
        <Form.Item name="account_number" label="Số tài khoản" rules={[zodRule(bankAccountInput.shape.account_number)]}>
          <Input inputMode="numeric" maxLength={19} placeholder="Ví dụ 0123456789" />
        </Form.Item>
        <Form.Item
          name="account_name"
          label="Tên chủ tài khoản"
          extra="Viết hoa, không dấu, đúng như trên thẻ (ví dụ NGUYEN VAN A)"
          normalize={(v: string) => toHolderName(v ?? '').concat(/\s$/.test(v ?? '') ? ' ' : '')}
          rules={[zodRule(bankAccountInput.shape.account_name)]}
        >
          <Input maxLength={100} placeholder="NGUYEN VAN A" />
        </Form.Item>
        {first ? null : (
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>Đặt làm tài khoản mặc định</Checkbox>
          </Form.Item>
        )}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}

function BankAccountRow({ account: a }: { account: BankAccount }) {
  const { message } = useApp();
  const [setDefault, settingDefault] = useSetDefaultBankAccountMutation();
  const [remove, removing] = useDeleteBankAccountMutation();
  const run = async (work: () => Promise<unknown>, ok: string) => {
    try {
      await work();
      message.success(ok);
    } catch (e) {
      message.error(apiError(e).message);
    }
  };
  return (
    <List.Item
      actions={[
        a.is_default ? null : (
          <Button
            key="default"
            type="link"
            size="small"
            loading={settingDefault.isLoading}
            onClick={() => run(() => setDefault(a.id).unwrap(), 'Đã đặt làm tài khoản mặc định')}
          >
            Đặt mặc định
          </Button>
        ),
        <Popconfirm
          key="delete"
          title="Xóa tài khoản ngân hàng này?"
          okText="Xóa"
          cancelText="Hủy"
          onConfirm={() => run(() => remove(a.id).unwrap(), 'Đã xóa tài khoản ngân hàng')}
        >
          <Button type="text" danger size="small" loading={removing.isLoading}>
            Xóa
          </Button>
        </Popconfirm>,
      ].filter(Boolean)}
    >
      <List.Item.Meta
        title={
          <Flex gap={8} align="center" wrap>
            <span>{a.bank_name}</span>
            {a.is_default ? <Tag color="blue">Mặc định</Tag> : null}
          </Flex>
        }
        description={
          <span>
            {a.account_number} · {a.account_name}
          </span>
        }
      />
    </List.Item>
  );
}

/** "Tài khoản ngân hàng": where withdrawals go. */
export function BankAccountsCard() {
  const { data, isLoading, isError, error, refetch, isFetching } = useBankAccountsQuery();
  const [open, setOpen] = useState(false);
  const accounts = data ?? [];
  const full = accounts.length >= MAX_BANK_ACCOUNTS;
  return (
    <Card
      title="Tài khoản ngân hàng"
      extra={
        <Button
          icon={<PlusOutlined />}
          onClick={() => setOpen(true)}
          disabled={full || isLoading}
          title={full ? `Tối đa ${MAX_BANK_ACCOUNTS} tài khoản` : undefined}
        >
          Thêm tài khoản
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : accounts.length === 0 ? (
        <Empty description="Bạn chưa lưu tài khoản ngân hàng nào">
          <Typography.Text type="secondary">Thêm tài khoản để rút tiền từ ví về ngân hàng.</Typography.Text>
        </Empty>
      ) : (
        <List dataSource={accounts} rowKey="id" renderItem={(a) => <BankAccountRow account={a} />} />
      )}
      <AddBankAccountModal open={open} first={accounts.length === 0} onClose={() => setOpen(false)} />
    </Card>
  );
}
