import { Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { CopyableText } from '@/shared/ui/copyable-text';
import { auditDiff, type AuditDiffLine, type AuditLogEntry } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { fieldLabel, showFieldValue, showValue } from '../audit-log-logic';

/** One audit row in full: who, when, what, on which target, why, and the target's fields before → after. */
export function AuditEntryDrawer({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const diff = entry ? auditDiff(entry.before, entry.after) : [];
  const details = entry ? Object.entries(entry.details) : [];
  return (
    <Drawer open={!!entry} onClose={onClose} title={entry ? entry.action_label : 'Chi tiết thao tác'} size={560} destroyOnHidden>
      {entry ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Thời gian">
              <DateTime value={entry.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label="Người thực hiện">
              {entry.actor_name ? `${entry.actor_name} (${entry.actor_email ?? ''})` : 'Hệ thống'}
            </Descriptions.Item>
            <Descriptions.Item label="Thao tác">
              {entry.action_label} <Typography.Text type="secondary">({entry.action})</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Đối tượng">
              {entry.target_type_label} · <CopyableText>{entry.target_id}</CopyableText>
            </Descriptions.Item>
            <Descriptions.Item label="Lý do">{entry.reason ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            Trước → sau
          </Typography.Title>
          {diff.length ? (
            <Table<AuditDiffLine>
              rowKey="field"
              size="small"
              pagination={false}
              dataSource={diff}
              rowClassName={(l) => (l.changed ? 'cg-audit-changed' : '')}
              columns={[
                {
                  title: 'Trường',
                  dataIndex: 'field',
                  render: (f: string) => (
                    <span>
                      {fieldLabel(f)}{' '}
                      <Typography.Text type="secondary" code>
                        {f}
                      </Typography.Text>
                    </span>
                  ),
                },
                {
                  title: 'Trước',
                  dataIndex: 'before',
                  render: (v: unknown, l) => {
                    const text = showFieldValue(entry.target_type, l.field, v);
                    return l.changed ? <Typography.Text delete>{text}</Typography.Text> : text;
                  },
                },
                {
                  title: 'Sau',
                  dataIndex: 'after',
                  render: (v: unknown, l) => {
                    const text = showFieldValue(entry.target_type, l.field, v);
                    return l.changed ? <Tag color="green">{text}</Tag> : text;
                  },
                },
              ]}
            />
          ) : (
            <Empty description="Thao tác này không ghi trạng thái trước và sau" />
          )}
          {details.length ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 20 }}>
                Thông tin thêm
              </Typography.Title>
              <Descriptions column={1} size="small" bordered>
                {details.map(([k, v]) => (
                  <Descriptions.Item key={k} label={k}>
                    {Array.isArray(v) ? v.map((x, i) => <div key={i}>{showValue(x)}</div>) : showValue(v)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
