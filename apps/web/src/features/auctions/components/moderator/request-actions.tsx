import { useState } from 'react';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { AuctionRequest } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { MoneyText } from '@/shared/ui/money-text';
import { useApproveAuctionRequestMutation, useRejectAuctionRequestMutation } from '../../auctions-api';
import { ReasonDialog } from './reason-dialog';

const sellerText = (r: AuctionRequest) => (r.seller.shop_name ? `${r.seller.full_name} · ${r.seller.shop_name}` : r.seller.full_name);

function Summary({ r }: { r: AuctionRequest }) {
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }}>
      <strong>{r.kit.name}</strong>
      <br />
      Người bán: {sellerText(r)}
      <br />
      Giá khởi điểm <MoneyText value={r.starting_price} /> · <DateTime value={r.start_at} /> → <DateTime value={r.end_at} />
    </Typography.Paragraph>
  );
}

/**
 * Approve and reject of a request, for the table and the drawer alike. Approve asks once in a
 * confirm dialog whose "Duyệt" button has the focus (Enter approves, Esc goes back); reject opens
 * the reason dialog. A request someone else decided first: the server's message, then the list again.
 */
export function useRequestDecisions(refetch: () => void) {
  const { modal, message } = useApp();
  const [approve] = useApproveAuctionRequestMutation();
  const [reject] = useRejectAuctionRequestMutation();
  const [rejecting, setRejecting] = useState<{ r: AuctionRequest; after?: () => void } | null>(null);

  /** `after`: what to do once approved (the drawer closes). */
  const confirmApprove = (r: AuctionRequest, after?: () => void) => {
    modal.confirm({
      title: 'Duyệt yêu cầu đấu giá?',
      content: (
        <>
          <Summary r={r} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Phiên đấu giá được lên lịch theo thời gian trên; mô hình chuyển sang “Đang đấu giá”.
          </Typography.Paragraph>
        </>
      ),
      okText: 'Duyệt',
      cancelText: 'Quay lại',
      focusable: { autoFocusButton: 'ok' },
      onOk: async () => {
        try {
          await approve(r.id).unwrap();
          void message.success(`Đã duyệt yêu cầu đấu giá "${r.kit.name}"`);
          after?.();
        } catch (e) {
          void message.error(apiError(e).message);
          refetch();
        }
      },
    });
  };

  const rejectDialog = rejecting ? (
    <ReasonDialog
      title="Từ chối yêu cầu đấu giá"
      intro={<Summary r={rejecting.r} />}
      label="Lý do từ chối"
      placeholder="Người bán sẽ thấy lý do này, ví dụ: Ảnh mô hình bị mờ, vui lòng chụp lại rõ hơn"
      okText="Từ chối"
      success={`Đã từ chối yêu cầu đấu giá "${rejecting.r.kit.name}"`}
      send={async (reason) => {
        await reject({ id: rejecting.r.id, reason }).unwrap();
        rejecting.after?.();
      }}
      onClose={() => setRejecting(null)}
      onStale={refetch}
    />
  ) : null;

  const startReject = (r: AuctionRequest, after?: () => void) => setRejecting({ r, after });
  return { confirmApprove, startReject, rejectDialog };
}
