import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, setupStubServer } from '../../../test/stub-server';
import { DEFAULT_FILTERS } from './collection-filters';
import { refreshCollection, useCollectionList, useCollectionStats } from './collection-data';

const server = setupStubServer();
const asked = (key: string) => server.calls.filter((c) => c.key === key).length;
const LIST = 'GET /api/v1/users/u1/gundams';
const STATS = 'GET /api/v1/users/u1/gundams/stats';
const page = (total: number) => json({ items: [], total, page: 1, page_size: 12 });

function Collection({ userId = 'u1' }: { userId?: string }) {
  const list = useCollectionList(userId, DEFAULT_FILTERS);
  const stats = useCollectionStats(userId);
  return <p>{`${list.currentData?.total ?? '…'} mô hình, thống kê ${stats.currentData?.total ?? '…'}`}</p>;
}

describe('the collection read without RTK Query', () => {
  it('asks for the default page as RTK Query did (the view stays the page’s business)', async () => {
    server.answers[LIST] = page(3);
    server.answers[STATS] = json({ total: 3 });
    render(<Collection />);
    expect(await screen.findByText('3 mô hình, thống kê 3')).toBeTruthy();
    const url = server.calls.find((c) => c.key === LIST)!.url;
    expect(new URL(url, 'http://x').searchParams.toString()).toBe('sort=newest&page=1&page_size=12');
  });

  it('is asked for again each time the page opens (a kit added or listed elsewhere), the kept answer shown meanwhile', async () => {
    server.answers[LIST] = [page(3), page(4)];
    server.answers[STATS] = [json({ total: 3 }), json({ total: 4 })];
    const first = render(<Collection />);
    await screen.findByText('3 mô hình, thống kê 3');
    first.unmount();
    render(<Collection />);
    expect(screen.getByText('3 mô hình, thống kê 3')).toBeTruthy();
    expect(await screen.findByText('4 mô hình, thống kê 4')).toBeTruthy();
    expect(asked(LIST)).toBe(2);
    expect(asked(STATS)).toBe(2);
  });

  it('refreshCollection asks again for that member’s list and figures only', async () => {
    server.answers[LIST] = [page(3), page(2)];
    server.answers[STATS] = [json({ total: 3 }), json({ total: 2 })];
    server.answers['GET /api/v1/users/u2/gundams'] = page(9);
    server.answers['GET /api/v1/users/u2/gundams/stats'] = json({ total: 9 });
    render(
      <>
        <Collection />
        <Collection userId="u2" />
      </>,
    );
    await screen.findByText('3 mô hình, thống kê 3');
    await screen.findByText('9 mô hình, thống kê 9');
    act(() => refreshCollection('u1'));
    expect(await screen.findByText('2 mô hình, thống kê 2')).toBeTruthy();
    await waitFor(() => expect(asked(LIST)).toBe(2));
    expect(asked(STATS)).toBe(2);
    expect(asked('GET /api/v1/users/u2/gundams')).toBe(1);
    expect(asked('GET /api/v1/users/u2/gundams/stats')).toBe(1);
  });
});
