/**
 * A list card's photo (kit and auction cards): the 480 px card variant, its square reserved by
 * width/height so nothing shifts when it arrives. Lazy by default; a card on the page's first screen
 * is `eager` (asked for at once, not after layout), and the page's largest paint also `important`
 * (fetchpriority=high, issue 13).
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
      fetchPriority={important ? 'high' : undefined}
      decoding="async"
    />
  );
}
