/**
 * A list card's photo (kit and auction cards): the 480 px card variant, its square reserved by
 * width/height so nothing shifts when it arrives. Lazy by default; a card on the page's first screen
 * is `eager` (asked for at once, not after layout), and the page's largest paint also `important`
 * (fetchpriority=high, issue 13). The other first-screen photos are asked for with low priority: the
 * browser would otherwise raise those it finds on screen to high once laid out, and on a phone's
 * mobile data they then share the line with the largest paint's photo and the page's code.
 */
export function CardPhoto({
  src,
  alt,
  eager = false,
  important = false,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  important?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={480}
      height={480}
      loading={eager || important ? 'eager' : 'lazy'}
      fetchPriority={important ? 'high' : eager ? 'low' : undefined}
      decoding="async"
    />
  );
}
