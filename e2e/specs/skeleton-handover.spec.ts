import { expect, test } from '../support/fixtures';
import { demoExamples } from '../support/page-requests';

/**
 * A page's loading skeletons leave hidden (issue 13; apps/web src/shared/ui/skeleton-handover.tsx): the
 * commit that brings the content only hides them, and they are removed once drawn hidden. Removed while
 * still drawn, their layout boxes were taken down inside the script's task, which Lighthouse's tracing
 * makes 0.5 ms a box: the longest task of each public page's load.
 *
 * The page records, from its first byte, every removal of a node that is or holds a skeleton (the
 * card grids' and antd's), and whether the removed node was hidden then. Each public page is loaded
 * cold on a phone, until its skeletons are gone.
 */
const SKELETON = '.cg-kit-card--skeleton, .cg-auction-card--skeleton, .ant-skeleton';

test.describe('khung chờ của trang rời đi khi đã ẩn', () => {
  let paths: string[];
  test.beforeAll(async ({ request }) => {
    const { kit, shop, auction } = await demoExamples(request);
    paths = ['/', '/product', `/product/${kit}`, `/shops/${shop}`, '/auction', `/auction/${auction}`];
  });

  test('on every public page, no skeleton is removed while it is drawn', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript((selector) => {
      const removals: { hidden: boolean; skeletons: number }[] = [];
      (window as unknown as { skeletonRemovals: typeof removals }).skeletonRemovals = removals;
      new MutationObserver((records) => {
        for (const r of records)
          r.removedNodes.forEach((n) => {
            if (!(n instanceof HTMLElement)) return;
            const skeletons = n.querySelectorAll(selector).length + (n.matches(selector) ? 1 : 0);
            // hidden by its own style: the handover's wrapper, which holds the skeleton
            if (skeletons > 0) removals.push({ hidden: n.style.display === 'none', skeletons });
          });
      }).observe(document, { childList: true, subtree: true });
    }, SKELETON);
    try {
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        // the skeletons came and went: the page shows its content
        await expect(page.locator('#cg-preview')).toHaveCount(0, { timeout: 30_000 });
        await expect(page.locator(SKELETON)).toHaveCount(0, { timeout: 30_000 });
        const removals = await page.evaluate(
          () => (window as unknown as { skeletonRemovals: { hidden: boolean; skeletons: number }[] }).skeletonRemovals,
        );
        expect(removals.length, `${path}: its skeletons were removed`).toBeGreaterThan(0);
        expect(
          removals.filter((r) => !r.hidden),
          `${path}: removed while drawn`,
        ).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
