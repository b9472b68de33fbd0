/**
 * How a kit page shows its first photo responsively, shared by the page (`<img srcset sizes>`, web
 * features/storefront kit-gallery) and the server that preloads it in the page's HTML (`<link
 * rel=preload as=image imagesrcset imagesizes>`, issue 13): the browser uses a preload only when
 * both describe the same candidates, so both read them here.
 * A phone takes the 480 px card size (the full one is up to 1280 px wide), a wide screen the full
 * one. A photo no wider than 480 px has both files the same size: the full one is then described as
 * 481w, since two candidates of one width are invalid.
 */
export const KIT_PHOTO_SIZES = '(max-width: 767px) 100vw, 50vw';

export function kitPhotoSrcSet(urls: { card: string; full: string }, width: number): string {
  return `${urls.card} 480w, ${urls.full} ${Math.max(width, 481)}w`;
}
