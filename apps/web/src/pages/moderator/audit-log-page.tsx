import { Flex } from 'antd';
import { AuditLogTable } from '@/features/audit-log';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/moderator/audit-log`: every staff action and money decision, searchable. */
export default function AuditLogPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="Nhật ký thao tác"
        description="Mọi thao tác của nhân viên và quyết định về tiền: ai, khi nào, làm gì, trên đối tượng nào, trước và sau, lý do."
      />
      <AuditLogTable />
    </Flex>
  );
}
