import { afterEach, describe, expect, it, vi } from 'vitest';
import { liftFirstScreenPreview } from './first-screen-preview';

const PHOTO = '/uploads/kits/k1/p-card.webp';

/** The page's HTML as the server writes it with a preview (apps/server plugins/first-screen-preview.ts), and the app's root. */
function pageWithPreview() {
  document.body.innerHTML =
    `<div id="cg-preview" class="cg-preview cg-preview--card"><img id="cg-preview-photo" src="${PHOTO}"></div>` +
    '<div id="root"><div>Vui lòng chờ...</div></div>';
  return document.getElementById('root')!;
}

/** An image as the app renders it, loaded or not (jsdom loads no image: its state is set by hand). */
function image(src: string, loaded: boolean) {
  const img = document.createElement('img');
  img.setAttribute('src', src);
  Object.defineProperty(img, 'complete', { value: loaded, configurable: true });
  Object.defineProperty(img, 'naturalWidth', { value: loaded ? 480 : 0, configurable: true });
  return img;
}

const previewShown = () => document.getElementById('cg-preview') !== null;
/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first-screen preview stays over the app until the page shows what it previewed', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('stays while the app shows other things, and goes once the page shows the photo, loaded', async () => {
    const root = pageWithPreview();
    liftFirstScreenPreview(root);
    root.replaceChildren(image('/uploads/kits/k2/other-card.webp', true));
    await settle();
    expect(previewShown()).toBe(true);
    // the page's photo, still loading: the preview stays; its load lifts it
    const own = image(PHOTO, false);
    root.append(own);
    await settle();
    expect(previewShown()).toBe(true);
    Object.defineProperty(own, 'complete', { value: true });
    Object.defineProperty(own, 'naturalWidth', { value: 480 });
    own.dispatchEvent(new Event('load'));
    expect(previewShown()).toBe(false);
  });

  it('goes when the page renders the photo already loaded (from the preload)', async () => {
    const root = pageWithPreview();
    const preview = document.getElementById('cg-preview')!;
    liftFirstScreenPreview(root);
    const card = document.createElement('article');
    card.append(image(PHOTO, true));
    root.replaceChildren(card);
    await settle();
    expect(previewShown()).toBe(false);
    // hidden at once, and out of the page after the next frame
    expect(preview.style.display).toBe('none');
    await vi.waitFor(() => expect(preview.isConnected).toBe(false));
  });

  it('goes when the address changes, and after a while whatever the page shows', async () => {
    const moved = pageWithPreview();
    liftFirstScreenPreview(moved);
    window.history.pushState(null, '', '/cart');
    moved.replaceChildren(document.createElement('main'));
    await settle();
    expect(previewShown()).toBe(false);

    vi.useFakeTimers();
    const root = pageWithPreview();
    liftFirstScreenPreview(root, 4000);
    root.replaceChildren(document.createTextNode('Không tải được trang'));
    vi.advanceTimersByTime(3999);
    expect(previewShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(previewShown()).toBe(false);
  });

  it('leaves a page without a preview as it is', async () => {
    document.body.innerHTML = '<div id="root"><p>Giỏ hàng</p></div>';
    const root = document.getElementById('root')!;
    liftFirstScreenPreview(root);
    root.append(image(PHOTO, true));
    await settle();
    expect(document.body.innerHTML).toBe(`<div id="root"><p>Giỏ hàng</p><img src="${PHOTO}"></div>`);
  });
});
