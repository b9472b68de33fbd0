import { useState } from 'react';
import { ZoomInOutlined } from '@ant-design/icons';
import type { KitImage } from '@cho-gundam/contracts';
import { KIT_PHOTO_SIZES, kitPhotoSrcSet } from '@cho-gundam/contracts/core';
import { PhotoPreview } from '@/shared/ui/photo-preview';
import './kit-gallery.css';

/**
 * The product's photos: the primary first, then the others. Clicking a thumbnail really changes the
 * main photo (the original's thumbnails did not move its carousel); clicking the main photo opens
 * antd's preview at that photo, where the arrows browse the rest in full size.
 */
export function KitGallery({ images, name }: { images: KitImage[]; name: string }) {
  const ordered = [...images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.position - b.position);
  const [current, setCurrent] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  // the list can shrink under us (a refetch): never point past its end
  const index = Math.min(current, Math.max(ordered.length - 1, 0));
  const main = ordered[index];

  if (!main) {
    return (
      <div className="cg-gallery">
        <div className="cg-gallery__main cg-gallery__main--empty">Sản phẩm chưa có ảnh</div>
      </div>
    );
  }

  return (
    <div className="cg-gallery">
      <button
        type="button"
        className="cg-gallery__main"
        onClick={() => setPreviewOpen(true)}
        aria-label={`Phóng to ảnh ${index + 1} của ${ordered.length}`}
      >
        {/* the largest image of the page: loaded first, never lazily, the size the screen needs
            (contracts kit-photo.ts, which the server's preload of the first photo reads too) */}
        <img
          src={main.urls.full}
          srcSet={kitPhotoSrcSet(main.urls, main.width)}
          sizes={KIT_PHOTO_SIZES}
          alt={name}
          width={main.width}
          height={main.height}
          fetchPriority="high"
        />
        <span className="cg-gallery__zoom" aria-hidden="true">
          <ZoomInOutlined />
        </span>
      </button>
      {ordered.length > 1 ? (
        <ul className="cg-gallery__thumbs" aria-label="Ảnh sản phẩm">
          {ordered.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                className={i === index ? 'cg-gallery__thumb is-current' : 'cg-gallery__thumb'}
                onClick={() => setCurrent(i)}
                aria-label={`Xem ảnh ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
              >
                <img src={img.urls.thumb} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoPreview
        items={ordered.map((img) => ({ src: img.urls.full, alt: name }))}
        open={previewOpen}
        current={index}
        onOpenChange={setPreviewOpen}
        onChange={setCurrent}
      />
    </div>
  );
}
