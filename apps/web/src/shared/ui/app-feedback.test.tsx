import { useContext, useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import AppContext from 'antd/es/app/context';
import { describe, expect, it } from 'vitest';
import { AppFeedbackProvider } from './app-feedback';
import { HEADER_HEIGHT } from './toast';

function SaysHello() {
  // what App.useApp() returns in the app: the context this provider fills
  const { message } = useContext(AppContext);
  useEffect(() => {
    message.success('Đã lưu thay đổi');
  }, [message]);
  return null;
}

describe('messages', { timeout: 30_000 }, () => {
  // antd's message root is unmounted when the file ends (test/setup.ts), so its timers leave nothing behind
  it('appear below the sticky header, not over the cart and bell icons (issue 14)', async () => {
    render(
      <AppFeedbackProvider>
        <SaysHello />
      </AppFeedbackProvider>,
    );
    expect(await screen.findByText('Đã lưu thay đổi', undefined, { timeout: 10_000 })).toBeTruthy();
    // antd 6 places the list through a CSS variable
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.ant-message')?.style.getPropertyValue('--notification-top')).toBe(
        `${HEADER_HEIGHT + 24}px`,
      ),
    );
  });
});
