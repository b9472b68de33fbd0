import { Empty, Flex, Skeleton } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { Journal } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useJournalsQuery } from '../../wallet-api';
import { JournalLinesTable } from './journal-lines-table';

/**
 * The ledger's journals of one withdrawal or top-up (the journal browser's server query by
 * reference), each with its lines: what a detail drawer shows under "Bút toán". A withdrawal has
 * two or three journals and a top-up one, so the first page is all of them.
 */
export function ReferenceJournals({ type, id }: { type: 'withdrawal' | 'topup'; id: string }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useJournalsQuery({
    reference_type: type,
    reference_id: id,
    page: 1,
    page_size: 20,
  });
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError)
    return (
      <LoadError
        message="Không tải được bút toán"
        description={apiError(error).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  const journals = data?.items ?? [];
  if (!journals.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có bút toán nào" />;
  return (
    <Flex vertical gap={12}>
      {journals.map((j: Journal) => (
        <Flex key={j.id} vertical gap={4}>
          <Typography.Text>
            <strong>{j.memo}</strong> · <DateTime value={j.created_at} />
          </Typography.Text>
          <JournalLinesTable lines={j.lines} />
        </Flex>
      ))}
    </Flex>
  );
}
