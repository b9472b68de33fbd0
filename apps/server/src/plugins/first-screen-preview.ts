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
 * The app's code is asked for once the photo has painted (`BOOT_SCRIPT`), not alongside it: on a
 * phone's line the ~300 KB of code would otherwise share the bandwidth with the photo and hold its
 * paint by seconds. The code waits for the photo's download (tens of kilobytes) and one frame; it
 * starts anyway after 3 s, or at once when the photo fails.
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
 * Starts the app's code (`data-code` of the preview: the entry first, then the page's chunks to
 * preload, two per task) once the preview's photo has painted: its load, then a frame, then the task
 * after it.
 * Inline, so it costs no request; the security headers allow exactly this text by its hash.
 */
export const BOOT_SCRIPT = [
  '(function(){',
  "var preview=document.getElementById('cg-preview'),photo=document.getElementById('cg-preview-photo'),started=false;",
  "var code=JSON.parse(preview.getAttribute('data-code'));",
  'function start(){if(started)return;started=true;',
  "var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=code[0];document.head.appendChild(script);",
  'preload(1);}',
  // a few links per task: each costs the main thread 3–9 ms at a phone's speed, 100–300 ms for a page's 34.
  // Two: under Lighthouse (its network tracing records each request's script stack) four took 14–27 ms
  // unthrottled, a long task at its 4× phone; two stay under its 50 ms.
  'function preload(from){for(var i=from;i<code.length&&i<from+2;i++){',
  "var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=code[i];document.head.appendChild(link);}",
  'if(i<code.length)setTimeout(function(){preload(i);},0);}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}',
  "if(photo.complete)afterPaint();else{photo.addEventListener('load',afterPaint);photo.addEventListener('error',start);}",
  'setTimeout(start,3000);',
  '})();',
].join('');

/** The Content-Security-Policy source that lets `BOOT_SCRIPT` run, and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The preview's markup, with `code` (the entry's URL first) for `BOOT_SCRIPT`. */
export function previewMarkup(shape: PreviewShape, photo: PreviewPhoto, code: string[]): string {
  const candidates = photo.srcset ? ` srcset="${escapeAttribute(photo.srcset)}" sizes="${escapeAttribute(photo.sizes ?? '100vw')}"` : '';
  return (
    `<div id="cg-preview" class="cg-preview cg-preview--${shape}" aria-hidden="true" data-code="${escapeAttribute(JSON.stringify(code))}">` +
    '<div class="cg-preview__bar"><div class="cg-preview__row"><span class="cg-preview__mark"></span>' +
    '<span class="cg-preview__name">Chợ Gundam</span></div><div class="cg-preview__search"></div></div>' +
    '<div class="cg-preview__page"><div class="cg-preview__heading"></div><div class="cg-preview__grid">' +
    `<img id="cg-preview-photo" class="cg-preview__photo" alt="" width="480" height="480" src="${escapeAttribute(photo.src)}"${candidates}>` +
    '<span class="cg-preview__slot"></span></div></div></div>'
  );
}
