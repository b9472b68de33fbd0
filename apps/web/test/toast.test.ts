import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { toast, TOAST_CONFIG } from '@/shared/ui/toast';

describe('toasts (seed §8–§9)', () => {
  // close what was shown and wait until it is gone: antd's closing work must not outlive jsdom
  afterAll(async () => {
    toast.destroy();
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')).toBeNull());
  });

  it('appear top right for 4.5 s, 24 px from the edge, stacked from 3, 384 px wide', () => {
    expect(TOAST_CONFIG).toEqual({ placement: 'topRight', duration: 4.5, top: 24, bottom: 24, stack: { threshold: 3 } });
    expect(theme.components?.Notification).toMatchObject({ width: 384 });
  });

  it('load antd on the first toast and show it in the top-right stack', async () => {
    toast.info({ title: 'Thông báo mới!', description: 'Đơn hàng ORD-1 đã được giao' });
    // the first toast imports antd's notification code: findBy waits for the cold module load
    expect(await screen.findByText('Thông báo mới!')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-notification-topRight')).not.toBeNull());
    expect(screen.getByText('Đơn hàng ORD-1 đã được giao')).toBeTruthy();
  });
});
