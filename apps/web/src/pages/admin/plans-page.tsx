import { Flex } from 'antd';
import { PlansTable } from '@/features/admin-config';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/admin/plans`: price, quotas and duration of each plan (new purchases only). */
export default function AdminPlansPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="Gói dịch vụ"
        description="Giá, số sản phẩm đăng bán, số phiên đấu giá và thời hạn của từng gói. Thay đổi chỉ áp dụng cho lần mua mới."
      />
      <PlansTable />
    </Flex>
  );
}
