import { PictureOutlined } from '@ant-design/icons';
import './kit-thumb.css';

/** A kit's 48 px thumbnail in tables, or a picture icon when it has no photo. */
export function KitThumb({ src }: { src: string | null | undefined }) {
  return src ? (
    <img src={src} alt="" width={48} height={48} className="cg-kit-thumb" loading="lazy" />
  ) : (
    <span className="cg-kit-thumb cg-kit-thumb--empty">
      <PictureOutlined aria-hidden="true" />
    </span>
  );
}
