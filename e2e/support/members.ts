import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn } from './fixtures';

/** A plain square PNG of one colour: a kit's or a parcel's photo. */
export const squarePng = (r: number, g = 90, b = 60) =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A new `in_store` kit in a demo member's collection, made through the API (name, grade, photo). */
export async function newKit(request: APIRequestContext, email: string, name: string, grade = 'HG') {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign-in of ${email}: ${login.status()}`).toBe(true);
  const { access_token, user } = (await login.json()) as { access_token: string; user: { id: string } };
  const created = await request.post(`/api/v1/users/${user.id}/gundams`, {
    headers: { authorization: `Bearer ${access_token}` },
    multipart: {
      name,
      grade_code: grade,
      series: 'Mobile Suit Gundam SEED',
      scale: '1/144',
      condition: 'new',
      manufacturer: 'Bandai',
      weight_grams: '400',
      description: 'Nguyên hộp, chưa lắp.',
      primary_image: { name: 'kit.png', mimeType: 'image/png', buffer: await squarePng(120) },
    },
  });
  expect(created.status(), `new kit: ${await created.text()}`).toBe(201);
}

/** A demo member signed in on a page of its own browser context (two members side by side). */
export async function memberPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/member\/login/);
  return page;
}
