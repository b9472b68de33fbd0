import { expect, test } from '../support/fixtures';
import { demoExamples } from '../support/page-requests';

// A kit's or an auction's photo preview loads on the first click on the photo (issue 13,
// shared/ui/photo-preview.tsx): a phone's first load needs only the photo itself.
test.describe('xem ảnh phóng to', () => {
  for (const where of ['kit', 'auction'] as const) {
    test(`on ${where === 'kit' ? 'a kit' : 'an auction'} page the main photo opens the full-size preview; Escape closes it`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const ex = await demoExamples(request);
      const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(where === 'kit' ? `/product/${ex.kit}` : `/auction/${ex.auction}`);
      const photo = page.getByRole('button', { name: /^Phóng to ảnh 1 của \d+$/ });
      await expect(photo).toBeVisible();
      await expect(page.locator('.ant-image-preview')).toHaveCount(0);

      await photo.click();
      const preview = page.locator('.ant-image-preview');
      await expect(preview).toBeVisible();
      await expect(preview.locator('img.ant-image-preview-img')).toHaveAttribute('src', /\/uploads\/.+/);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
      // opened again, at once: its code is there
      await photo.click();
      await expect(preview).toBeVisible();
      await context.close();
    });
  }
});
