import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, setupStubServer } from '../../../test/stub-server';
import { makeUser, TestProviders } from '../../../test/support';
import AuctionDetailPage from './auction-detail-page';

const { answers } = setupStubServer();
const ID = '55555555-5555-4555-8555-555555555555';

describe('auction page, flags', { timeout: 60_000 }, () => {
  it('an auction a moderator hid shows "Nội dung đã bị ẩn"', async () => {
    answers[`GET /api/v1/auctions/${ID}`] = [json({ error: { code: 'content_hidden', message: 'Nội dung đã bị ẩn' } }, 410)];
    const router = createMemoryRouter([{ path: '/auction/:auctionID', element: <AuctionDetailPage /> }], {
      initialEntries: [`/auction/${ID}`],
    });
    render(
      <TestProviders user={makeUser('member', 'u-member')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Nội dung đã bị ẩn' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Phiên đấu giá này đã bị ban quản trị ẩn do vi phạm quy định của Chợ Gundam.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xem các phiên đấu giá khác' })).toBeTruthy();
  });
});
