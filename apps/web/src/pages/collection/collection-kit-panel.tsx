import { useState } from 'react';
import type { KitDetail, User } from '@cho-gundam/contracts';
import { AuctionRequestModal, type RequestKit } from '@/features/auctions/components/seller/auction-request-modal';
import { KitDetailDrawer } from '@/features/collection/components/kit-detail-drawer';
import { useKitDetailQuery } from '@/features/kits/kits-api';
import { PublishModal } from '@/features/shop/components/publish-modal';
import { CollectionKitActions } from './collection-kit-actions';

interface Props {
  /** the kit whose drawer is open; null: closed */
  openId: string | null;
  user: User;
  onClose: () => void;
  /** a kit was deleted, listed or sent to auction from here: the page's list and figures are out of date */
  onChanged: () => void;
}

/**
 * One kit's drawer with its actions, and the "Đăng bán" and "Yêu cầu đấu giá" dialogs they open. Its
 * own chunk, loaded when a kit is first opened (collection-list-page.tsx): antd's Drawer, Descriptions,
 * Image, Form, Modal and DatePicker, zod's rules and RTK Query are not on the collection's first
 * screen (issue 13). The kit is read with RTK Query, whose tags the writes here invalidate, so the
 * drawer, the shop's product table and the exchange board stay in step.
 */
export default function CollectionKitPanel({ openId, user, onClose, onChanged }: Props) {
  const detail = useKitDetailQuery(openId ?? '', { skip: !openId });
  const [publishing, setPublishing] = useState<KitDetail | null>(null);
  const [auctioning, setAuctioning] = useState<RequestKit | null>(null);
  const requestAuction = (k: KitDetail) =>
    setAuctioning({ id: k.id, name: k.name, image: (k.images.find((i) => i.is_primary) ?? k.images[0])?.urls.thumb ?? null });

  return (
    <>
      <KitDetailDrawer
        open={!!openId}
        kit={detail.data && detail.data.id === openId ? detail.data : undefined}
        loading={detail.isFetching && !detail.data}
        error={detail.isError ? ((detail.error as { message?: string } | undefined)?.message ?? 'Không tải được thông tin mô hình') : null}
        onRetry={() => detail.refetch()}
        onClose={onClose}
        actions={
          detail.data ? (
            <CollectionKitActions
              kit={detail.data}
              user={user}
              onDeleted={() => {
                onChanged();
                onClose();
              }}
              onPublish={setPublishing}
              onRequestAuction={requestAuction}
            />
          ) : null
        }
      />
      <PublishModal kit={publishing} onClose={() => setPublishing(null)} onPublished={onChanged} />
      <AuctionRequestModal kit={auctioning} onClose={() => setAuctioning(null)} onRequested={onChanged} />
    </>
  );
}
