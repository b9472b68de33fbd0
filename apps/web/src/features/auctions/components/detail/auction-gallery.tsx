import { useState } from 'react';
import { ZoomInOutlined } from '@ant-design/icons';
import type { KitImageUrls } from '@cho-gundam/contracts';
import { PhotoPreview } from '@/shared/ui/photo-preview';
import './auction-detail.css';

/**
 * The kit's photos: the current one at full size in a square frame reserved before it loads (the
 * panel beside it never jumps), thumbnails under it; a click on the big photo opens the preview,
 * where the arrows browse the others.
 */
export function AuctionGallery({ images, name }: { images: KitImageUrls[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const index = Math.min(current, Math.max(images.length - 1, 0));
  const main = images[index];

  if (!main) {
    return (
      <div className="cg-auction-gallery">
        <div className="cg-auction-gallery__main cg-auction-gallery__main--empty">Mô hình chưa có ảnh</div>
      </div>
    );
  }
  return (
    <div className="cg-auction-gallery">
      <button
        type="button"
        className="cg-auction-gallery__main"
        onClick={() => setPreviewOpen(true)}
        aria-label={`Phóng to ảnh ${index + 1} của ${images.length}`}
      >
        <img src={main.full} alt={name} fetchPriority="high" />
        <span className="cg-auction-gallery__zoom" aria-hidden="true">
          <ZoomInOutlined />
        </span>
      </button>
      {images.length > 1 ? (
        <ul className="cg-auction-gallery__thumbs" aria-label="Ảnh mô hình">
          {images.map((img, i) => (
            <li key={img.full}>
              <button
                type="button"
                className={i === index ? 'cg-auction-gallery__thumb is-current' : 'cg-auction-gallery__thumb'}
                onClick={() => setCurrent(i)}
                aria-label={`Xem ảnh ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
              >
                <img src={img.thumb} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoPreview
        items={images.map((img) => ({ src: img.full, alt: name }))}
        open={previewOpen}
        current={index}
        onOpenChange={setPreviewOpen}
        onChange={setCurrent}
      />
    </div>
  );
}
