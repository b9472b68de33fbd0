import { useEffect } from 'react';

export const BRAND = 'Chợ Gundam';

/** `document.title` of a page: "Sản phẩm Gundam · Chợ Gundam" (the brand alone when no title). */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} — Mua bán, đấu giá, trao đổi mô hình Gundam`;
  }, [title]);
}
