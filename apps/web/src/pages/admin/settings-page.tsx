import { Flex } from 'antd';
import { SettingsForm, SettingsHistory } from '@/features/admin-config';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/admin/settings`: the platform's fee and deposit rates, deadlines and withdrawal limits, with their history. */
export default function AdminSettingsPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="Cài đặt"
        description="Phí sàn, tiền cọc đấu giá, thời hạn và hạn mức rút tiền. Thay đổi áp dụng từ lần sử dụng tiếp theo và được ghi lại."
      />
      <SettingsForm />
      <SettingsHistory />
    </Flex>
  );
}
