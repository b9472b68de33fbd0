import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Image, List, Skeleton } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type KitDetail } from '@cho-gundam/contracts';
import { formatDate, formatMoney, formatNumber } from '@/shared/lib/format';
import { KitStatusTag } from './kit-status-tag';
import '../collection.css';

interface Props {
  open: boolean;
  kit: KitDetail | undefined;
  loading: boolean;
  /** the load failed: the message to show, with "Thử lại" */
  error: string | null;
  onRetry: () => void;
  onClose: () => void;
  /** the buttons the page allows for this kit (edit, delete, publish…) */
  actions?: ReactNode;
}

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

function Gallery({ kit }: { kit: KitDetail }) {
  const images = [...kit.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.position - b.position);
  const [current, setCurrent] = useState(0);
  useEffect(() => setCurrent(0), [kit.id]);
  if (!images.length) return <Empty description="Mô hình chưa có ảnh" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const main = images[Math.min(current, images.length - 1)]!;
  return (
    <div className="cg-collection-drawer__gallery">
      <Image.PreviewGroup items={images.map((i) => i.urls.full)} preview={{ current, onChange: setCurrent }}>
        <Image src={main.urls.card} alt={kit.name} className="cg-collection-drawer__main" preview={{ src: main.urls.full }} />
      </Image.PreviewGroup>
      {images.length > 1 && (
        <div className="cg-collection-drawer__thumbs" role="list" aria-label="Ảnh của mô hình">
          {images.map((img, i) => (
            <button
              key={img.id}
              type="button"
              role="listitem"
              className={`cg-collection-drawer__thumb${i === current ? ' is-active' : ''}`}
              onClick={() => setCurrent(i)}
              aria-label={`Ảnh ${i + 1}${img.is_primary ? ' (ảnh chính)' : ''}`}
            >
              <img src={img.urls.thumb} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Everything about one kit of the collection, with the actions its status allows. */
export function KitDetailDrawer({ open, kit, loading, error, onRetry, onClose, actions }: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={kit ? kit.name : 'Chi tiết mô hình'}
      extra={kit ? <KitStatusTag status={kit.status} /> : null}
      footer={kit && actions ? <div className="cg-collection-drawer__actions">{actions}</div> : null}
      destroyOnHidden
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={onRetry}>
              Thử lại
            </Button>
          }
        />
      ) : loading || !kit ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="cg-collection-drawer">
          <Gallery kit={kit} />
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="Phân khúc">{kit.grade_display_name}</Descriptions.Item>
            <Descriptions.Item label="Tỷ lệ">{KIT_SCALE_LABELS[kit.scale]}</Descriptions.Item>
            <Descriptions.Item label="Dòng phim" span={2}>
              {kit.series}
            </Descriptions.Item>
            <Descriptions.Item label="Tình trạng">{KIT_CONDITION_LABELS[kit.condition]}</Descriptions.Item>
            <Descriptions.Item label="Giá">{kit.price === null ? 'Chưa có giá' : formatMoney(kit.price)}</Descriptions.Item>
            {kit.condition_description && (
              <Descriptions.Item label="Mô tả tình trạng" span={2}>
                {kit.condition_description}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Nhà sản xuất">{kit.manufacturer}</Descriptions.Item>
            <Descriptions.Item label="Phiên bản">{dash(kit.version)}</Descriptions.Item>
            <Descriptions.Item label="Tổng số linh kiện">{dash(kit.parts_total)}</Descriptions.Item>
            <Descriptions.Item label="Chất liệu">{dash(kit.material)}</Descriptions.Item>
            <Descriptions.Item label="Khối lượng">{formatNumber(kit.weight_grams)} gram</Descriptions.Item>
            <Descriptions.Item label="Năm phát hành">{dash(kit.release_year)}</Descriptions.Item>
            <Descriptions.Item label="Ngày thêm">{formatDate(kit.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Cập nhật">{formatDate(kit.updated_at)}</Descriptions.Item>
          </Descriptions>
          <section>
            <Typography.Title level={5}>Mô tả</Typography.Title>
            <Typography.Paragraph className="cg-collection-drawer__text">{kit.description || 'Chưa có mô tả.'}</Typography.Paragraph>
          </section>
          <section>
            <Typography.Title level={5}>Phụ kiện kèm theo</Typography.Title>
            {kit.accessories.length ? (
              <List
                size="small"
                bordered
                dataSource={kit.accessories}
                renderItem={(a) => <List.Item extra={<span>× {a.quantity}</span>}>{a.name}</List.Item>}
              />
            ) : (
              <Typography.Text type="secondary">Không có phụ kiện kèm theo.</Typography.Text>
            )}
          </section>
          <Alert
            type="info"
            showIcon
            title="Đấu giá và trao đổi"
            description="Sắp tới, từ đây bạn sẽ có thể gửi yêu cầu đấu giá mô hình (dành cho người bán) hoặc đưa mô hình lên bảng trao đổi. Hai tính năng này chưa mở trên Chợ Gundam."
          />
        </div>
      )}
    </Drawer>
  );
}
