import { createHash } from 'node:crypto';
import { escapeAttribute } from './html-attribute.js';

/**
 * A public page's first screen drawn by its HTML, before any of the app's code (issue 13).
 *
 * A phone on mobile data used to see "Vui lòng chờ..." until the shell's ~170 KB had arrived and
 * run, the page's chunk and data had come, and the page had rendered: its largest paint, a kit's
 * photo, came 3–4 s after the address was typed. The page's HTML now carries a preview of its first
 * screen: the navbar's band and the page's largest photo where the page draws it (`card`: the first
 * card of a list's grid; `gallery`: a kit's or an auction's main photo), the photo the HTML already
 * preloads. The app's stylesheet (loaded before the first paint anyway) draws it: the `cg-preview`
 * rules, apps/web src/app/first-screen-preview.css.
 *
 * The app's entry (the shell: ~150 KB of the page's code) is asked for once the photo has painted
 * (`BOOT_SCRIPT`), not alongside it: on a phone's line it would otherwise share the bandwidth with the
 * photo and hold its paint by seconds. It waits for the photo's download (tens of kilobytes) and one
 * frame; it starts anyway after 3 s, or at once when the photo fails. The page's own small files
 * (20–50 KB gzip in 18–41 files) are preloaded by the HTML itself (plugins/web.ts), after the photo:
 * made by the script, each request had cost the main thread a few milliseconds after the first paint,
 * long tasks at a phone's speed (measured in docs/architecture.md).
 *
 * The preview lies over the app (which renders under it as before) until the app's page shows the
 * same photo, another address or 4 s went by (apps/web src/app/first-screen-preview.ts lifts it). It
 * takes no taps: they reach the page under it.
 */
export type PreviewShape = 'card' | 'gallery';

export interface PreviewPhoto {
  src: string;
  srcset?: string;
  sizes?: string;
}

/**
 * Starts the app's entry (`data-entry` of the preview) once the preview's photo has painted: its
 * load, then a frame, then the task after it.
 * Inline, so it costs no request; the security headers allow exactly this text by its hash.
 */
export const BOOT_SCRIPT = [
  '(function(){',
  "var preview=document.getElementById('cg-preview'),photo=document.getElementById('cg-preview-photo'),started=false;",
  'function start(){if(started)return;started=true;',
  "var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=preview.getAttribute('data-entry');document.head.appendChild(script);}",
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}',
  "if(photo.complete)afterPaint();else{photo.addEventListener('load',afterPaint);photo.addEventListener('error',start);}",
  'setTimeout(start,3000);',
  '})();',
].join('');

/** The Content-Security-Policy source that lets `BOOT_SCRIPT` run, and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The preview's markup, with the `entry`'s URL for `BOOT_SCRIPT`. */
export function previewMarkup(shape: PreviewShape, photo: PreviewPhoto, entry: string): string {
  const candidates = photo.srcset ? ` srcset="${escapeAttribute(photo.srcset)}" sizes="${escapeAttribute(photo.sizes ?? '100vw')}"` : '';
  return (
    `<div id="cg-preview" class="cg-preview cg-preview--${shape}" aria-hidden="true" data-entry="${escapeAttribute(entry)}">` +
    '<div class="cg-preview__bar"><div class="cg-preview__row"><span class="cg-preview__mark"></span>' +
    '<span class="cg-preview__name">Chợ Gundam</span></div><div class="cg-preview__search"></div></div>' +
    '<div class="cg-preview__page"><div class="cg-preview__heading"></div><div class="cg-preview__grid">' +
    `<img id="cg-preview-photo" class="cg-preview__photo" alt="" width="480" height="480" src="${escapeAttribute(photo.src)}"${candidates}>` +
    '<span class="cg-preview__slot"></span></div></div></div>'
  );
}
