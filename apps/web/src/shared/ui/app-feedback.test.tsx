import { useContext, useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import AppContext from 'antd/es/app/context';
import message from 'antd/es/message';
import { afterEach, describe, expect, it } from 'vitest';
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
  // no message timer nor React work may outlive the test's window: destroy the messages inside act, so
  // the unmount of antd's own root runs now, then let any work React scheduled drain (on a busy machine
  // it otherwise ran after jsdom was torn down: "window is not defined")
  afterEach(async () => {
    await act(async () => {
      message.destroy();
    });
    // antd removes the destroyed notice's root over a few of React's turns: wait for it and its list to
    // be gone (one turn was not always enough on a busy machine), then for what React queued after it:
    // React's scheduler runs on setImmediate, antd's removal on timers, so both drain
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const timer = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    const busy = () => !!document.querySelector('.ant-message-notice, .ant-message > *');
    for (let i = 0; i < 200 && busy(); i++) await turn();
    for (let i = 0; i < 5; i++) {
      await timer();
      await turn();
    }
  });

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
