import { afterNextFrame } from '@/shared/lib/after-next-frame';
import './first-screen-preview.css';

/** Whether a public page's HTML drew a preview of its first screen and it is still up. */
export function firstScreenPreviewShown() {
  return document.getElementById('cg-preview') !== null;
}

/**
 * Lifts the preview a public page's HTML drew of its first screen (issue 13; the server's markup:
 * apps/server src/plugins/first-screen-preview.ts) once the app's own page shows what it previewed:
 * an image of `root` with the preview's photo, loaded. Until then the app renders under it, as it
 * would without one, so what the reader sees goes from the preview straight to the page, never through
 * "Loading Redux..." or the page's skeletons. Lifted too when the address changes (a tap reached the
 * page under it) or after `giveUpMs`: a page that went another way (an error, a kit sold meanwhile)
 * must not stay hidden.
 */
export function liftFirstScreenPreview(root: HTMLElement, giveUpMs = 4000) {
  const preview = document.getElementById('cg-preview');
  const photo = document.getElementById('cg-preview-photo')?.getAttribute('src');
  if (!preview) return;
  const address = location.href;
  const shown = () =>
    Array.from(root.getElementsByTagName('img')).some((img) => img.getAttribute('src') === photo && img.complete && img.naturalWidth > 0);
  const check = () => {
    if (location.href !== address || shown()) lift();
  };
  const observer = new MutationObserver(check);
  const timer = window.setTimeout(() => lift(), giveUpMs);
  const lift = () => {
    observer.disconnect();
    root.removeEventListener('load', check, true);
    window.clearTimeout(timer);
    // hidden now and removed after the next frame, as a skeleton leaves (shared/ui/skeleton-handover.tsx).
    // Without its id it no longer counts as shown, here or for the CSS that reads it (first-screen-preview.css).
    preview.removeAttribute('id');
    preview.style.display = 'none';
    afterNextFrame(() => preview.remove());
  };
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  // an image's load does not bubble, but it is seen on the way down
  root.addEventListener('load', check, true);
}
