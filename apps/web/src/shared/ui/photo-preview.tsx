import { lazy, Suspense, useState } from 'react';
import './photo-preview.css';

// antd's image preview (rc-image, its portal and motion) loads when a gallery first opens it: a
// phone's first load of a kit or auction page needs only the photo itself (issue 13)
const PreviewGroup = lazy(() => import('antd/es/image').then((m) => ({ default: m.default.PreviewGroup })));

interface PhotoPreviewProps {
  items: { src: string; alt: string }[];
  open: boolean;
  current: number;
  onOpenChange: (open: boolean) => void;
  /** browsing in the preview: the gallery's main photo moves along */
  onChange: (index: number) => void;
}

/**
 * A gallery's full-size preview (antd's `Image.PreviewGroup`), loaded on its first opening. Once
 * opened it stays mounted so it can animate closed; while its code arrives, a line over the photo
 * says so (the gallery is `position: relative`).
 */
export function PhotoPreview({ items, open, current, onOpenChange, onChange }: PhotoPreviewProps) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense
      fallback={
        <p className="cg-photo-preview__opening" role="status">
          Đang mở ảnh…
        </p>
      }
    >
      <PreviewGroup items={items} preview={{ open, current, onOpenChange, onChange }} />
    </Suspense>
  );
}
