import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { HEADER_HEIGHT, MESSAGE_CONFIG, toast, TOAST_CONFIG } from '@/shared/ui/toast';

/** The largest `min-height`/`height` in px declared for a selector in a stylesheet of the app. */
function heightOf(file: string, selector: string): number {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, '../src', file), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const blocks = [...css.matchAll(new RegExp(`${escaped}(?:\\.[\\w-]+)*\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]!);
  const heights = blocks.flatMap((b) => [...b.matchAll(/(?:^|\s|;)(?:min-)?height:\s*(\d+)px/g)].map((m) => Number(m[1])));
  return Math.max(0, ...heights);
}

describe('toasts (seed §8–§9)', () => {
  it('appear top right for 4.5 s, 24 px below the header, stacked from 3, 384 px wide', () => {
    expect(TOAST_CONFIG).toEqual({ placement: 'topRight', duration: 4.5, top: 64 + 24, bottom: 24, stack: { threshold: 3 } });
    expect(MESSAGE_CONFIG).toEqual({ top: 64 + 24 });
    expect(theme.components?.Notification).toMatchObject({ width: 384 });
  });

  it('start below the sticky header, where the cart and bell icons are (issue 14)', () => {
    // the navbar's icon row and the back office's header: the toasts' offset must clear the taller one
    const navbarRow = heightOf('features/navigation/navbar.css', '.cg-navbar__row');
    const backOffice = heightOf('app/layouts/back-office-layout.css', '.cg-bo__brand');
    expect(navbarRow).toBeGreaterThan(0);
    expect(HEADER_HEIGHT).toBeGreaterThanOrEqual(Math.max(navbarRow, backOffice, 64 /* antd Layout.Header */));
    expect(TOAST_CONFIG.top).toBeGreaterThan(HEADER_HEIGHT);
    expect(MESSAGE_CONFIG.top).toBeGreaterThan(HEADER_HEIGHT);
  });

  it('load antd on the first toast and show it in the top-right stack, below the header', async () => {
    // duration 0: no close timer left to fire after the file ends and jsdom is gone
    toast.info({ title: 'Thông báo mới!', description: 'Đơn hàng ORD-1 đã được giao', duration: 0 });
    // the first toast imports antd's notification code: findBy waits for the cold module load
    expect(await screen.findByText('Thông báo mới!')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-notification-topRight')).not.toBeNull());
    // antd 6 places the list through a CSS variable
    expect(document.querySelector<HTMLElement>('.ant-notification-topRight')!.style.getPropertyValue('--notification-top')).toBe(
      `${HEADER_HEIGHT + 24}px`,
    );
    expect(screen.getByText('Đơn hàng ORD-1 đã được giao')).toBeTruthy();
  });
});
