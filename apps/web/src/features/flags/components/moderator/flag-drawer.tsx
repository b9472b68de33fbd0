import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Image, Input, List, Popconfirm, Skeleton, Tag } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { Link } from 'react-router';
import {
  FLAG_DECISION_LABELS,
  FLAG_LOCK_REASON_MAX,
  FLAG_REASON_LABELS,
  FLAG_STATUS_LABELS,
  FLAG_TARGET_LABELS,
  FLAG_TEXT_MAX,
  flagDecisionBody,
  type FlagDecision,
  type FlagTargetType,
} from '@cho-gundam/contracts';
import { apiError, zodRule } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useDecideFlagMutation, useFlagTargetQuery } from '../../flags-api';

const DECISION_SUCCESS: Record<FlagDecision, string> = {
  hide: 'Đã ẩn nội dung và thông báo cho người báo cáo',
  warn: 'Đã gửi cảnh cáo tới chủ sở hữu',
  lock: 'Đã khóa tài khoản chủ sở hữu và thông báo cho người báo cáo',
  dismiss: 'Đã bỏ qua các báo cáo',
};

/**
 * One target's reports (reporter, reason, text) and the decision buttons with the moderator's reason.
 * Locking the owner asks for the reason first, then for a confirmation naming the owner.
 */
export function FlagDrawer({ target, onClose }: { target: { type: FlagTargetType; id: string } | null; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<{ note?: string }>();
  const [decide, deciding] = useDecideFlagMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<FlagDecision | null>(null);
  const [confirmingLock, setConfirmingLock] = useState(false);
  const detail = useFlagTargetQuery(
    target ? { target_type: target.type, target_id: target.id } : { target_type: 'listing', target_id: '' },
    {
      skip: !target,
    },
  );
  const d = detail.currentData;

  /** The lock's confirmation opens only once its reason is valid; the reason becomes the account's lock reason. */
  const askLock = async () => {
    setProblem(null);
    try {
      const note = ((await form.validateFields()).note ?? '').trim();
      if (note.length > FLAG_LOCK_REASON_MAX) {
        form.setFields([{ name: 'note', errors: [`Lý do khóa tối đa ${FLAG_LOCK_REASON_MAX} ký tự`] }]);
        return;
      }
    } catch {
      return;
    }
    setConfirmingLock(true);
  };

  const act = async (decision: FlagDecision) => {
    setConfirmingLock(false);
    if (!target) return;
    setProblem(null);
    let note: string;
    try {
      note = ((await form.validateFields()).note ?? '').trim();
    } catch {
      return;
    }
    setPending(decision);
    try {
      await decide({ target_type: target.type, target_id: target.id, decision, note }).unwrap();
      message.success(DECISION_SUCCESS[decision]);
      form.resetFields();
      onClose();
    } catch (e) {
      setProblem(apiError(e).message);
    } finally {
      setPending(null);
    }
  };

  const canHide = target?.type !== undefined && target.type !== 'user';
  const open = (d?.open_count ?? 0) > 0;
  return (
    <Drawer open={!!target} onClose={onClose} title="Chi tiết báo cáo vi phạm" size={560} destroyOnHidden>
      {detail.isError ? (
        <LoadError message={apiError(detail.error).message} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Loại">{FLAG_TARGET_LABELS[d.target.type]}</Descriptions.Item>
            <Descriptions.Item label="Nội dung">
              {d.target.link ? <Link to={d.target.link}>{d.target.title ?? 'Xem trang'}</Link> : (d.target.title ?? 'Không còn tồn tại')}
              {d.target.hidden ? (
                <Tag color="red" style={{ marginLeft: 8 }}>
                  Đã ẩn
                </Tag>
              ) : null}
            </Descriptions.Item>
            {d.target.text !== null || d.target.image_url ? (
              <Descriptions.Item label="Bài đăng">
                <Flex gap={8} align="flex-start">
                  {d.target.image_url ? <Image src={d.target.image_url} width={96} alt="Ảnh bài đăng" /> : null}
                  {d.target.text !== null ? (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{d.target.text}</Typography.Paragraph>
                  ) : null}
                </Flex>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Chủ sở hữu">
              {d.target.owner ? (
                <Flex gap={8} wrap align="center">
                  <span>{d.target.owner.full_name}</span>
                  <Link to={`/moderator/user-management?user=${d.target.owner.id}`}>Xem hồ sơ</Link>
                </Flex>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Đang chờ xử lý">{d.open_count} báo cáo</Descriptions.Item>
          </Descriptions>

          <List
            size="small"
            bordered
            header={<strong>Các báo cáo ({d.flags.length})</strong>}
            dataSource={d.flags}
            renderItem={(f) => (
              <List.Item>
                <Flex vertical gap={2} style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <span>
                      <strong>{f.reporter.full_name}</strong> · {FLAG_REASON_LABELS[f.reason]}
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <DateTime value={f.created_at} />
                    </Typography.Text>
                  </Flex>
                  {f.text ? <Typography.Text>{f.text}</Typography.Text> : null}
                  <span className="cg-tag-line">
                    <Tag color={f.status === 'open' ? 'gold' : 'default'}>{FLAG_STATUS_LABELS[f.status]}</Tag>
                    {f.decision ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {FLAG_DECISION_LABELS[f.decision]}
                        {f.decision_note ? `: ${f.decision_note}` : ''}
                      </Typography.Text>
                    ) : null}
                  </span>
                </Flex>
              </List.Item>
            )}
          />

          {open ? (
            <Form form={form} layout="vertical" preserve={false}>
              <Form.Item
                name="note"
                label="Lý do quyết định"
                rules={[zodRule(flagDecisionBody.shape.note)]}
                extra="Ghi vào nhật ký kiểm duyệt; khi ẩn, cảnh cáo hoặc khóa tài khoản, chủ sở hữu nhận được lời nhắn này."
              >
                <Input.TextArea rows={3} maxLength={FLAG_TEXT_MAX} />
              </Form.Item>
              <Flex gap={8} wrap>
                {canHide ? (
                  <Button danger type="primary" loading={pending === 'hide'} disabled={deciding.isLoading} onClick={() => void act('hide')}>
                    {FLAG_DECISION_LABELS.hide}
                  </Button>
                ) : null}
                <Button loading={pending === 'warn'} disabled={deciding.isLoading} onClick={() => void act('warn')}>
                  {FLAG_DECISION_LABELS.warn}
                </Button>
                {d.target.owner ? (
                  <Popconfirm
                    open={confirmingLock}
                    title={`Khóa tài khoản của ${d.target.owner.full_name}?`}
                    description="Người này bị đăng xuất khỏi mọi thiết bị, sản phẩm và bài đăng của họ không còn hiển thị cho đến khi được mở khóa."
                    okText="Khóa tài khoản"
                    okButtonProps={{ danger: true }}
                    cancelText="Hủy"
                    onConfirm={() => void act('lock')}
                    onCancel={() => setConfirmingLock(false)}
                    // a click elsewhere closes it; opening is askLock's, after the reason is checked
                    onOpenChange={(next) => {
                      if (!next) setConfirmingLock(false);
                    }}
                  >
                    <Button danger loading={pending === 'lock'} disabled={deciding.isLoading} onClick={() => void askLock()}>
                      {FLAG_DECISION_LABELS.lock}
                    </Button>
                  </Popconfirm>
                ) : null}
                <Button loading={pending === 'dismiss'} disabled={deciding.isLoading} onClick={() => void act('dismiss')}>
                  {FLAG_DECISION_LABELS.dismiss}
                </Button>
              </Flex>
            </Form>
          ) : (
            <Alert type="info" showIcon title="Các báo cáo của nội dung này đã được xử lý." />
          )}
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
        </Flex>
      )}
    </Drawer>
  );
}
