import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openRoute, setupNotFoundServer } from '../../../test/support';

describe('/exchange/detail/:id before and after the session check', () => {
  setupNotFoundServer();
  afterEach(cleanup);

  it('shows the loading panel, not the sign-in notice, while the session check has not answered', async () => {
    openRoute('/exchange/detail/t-1', null, { status: 'checking' });
    expect(await screen.findByRole('status', { name: 'Đang tải giao dịch' })).toBeTruthy();
    expect(screen.queryByText('Đăng nhập để xem giao dịch')).toBeNull();
  });

  it('asks a guest to sign in once the check has answered', async () => {
    openRoute('/exchange/detail/t-1', null, { status: 'ready' });
    expect(await screen.findByText('Đăng nhập để xem giao dịch')).toBeTruthy();
    // the notice's own link (the navbar has one too) comes back to the trade
    const links = screen.getAllByRole('link', { name: 'Đăng nhập' }).map((a) => a.getAttribute('href'));
    expect(links).toContain('/member/login?redirect=%2Fexchange%2Fdetail%2Ft-1');
  });
});
