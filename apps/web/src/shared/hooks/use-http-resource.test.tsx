import { useLayoutEffect, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, jsonResponse, setupStubServer } from '../../../test/stub-server';
import { HttpError } from '@/shared/lib/http';
import {
  expireHttpResources,
  refreshHttpResource,
  refreshHttpResources,
  updateHttpResource,
  useHttpResource,
  useHttpResourceData,
  useKeptWhileFetching,
  type HttpResource,
} from './use-http-resource';

const server = setupStubServer();
const asked = (key: string) => server.calls.filter((c) => c.key === key).length;

function Fee({ path, label = 'phí' }: { path: string | null; label?: string }) {
  const r = useHttpResource<{ rate: number }>(path);
  if (r.currentData) return <p>{`${label}: ${r.currentData.rate}`}</p>;
  if (r.error) {
    return (
      <button type="button" onClick={r.refetch}>
        {`lỗi ${(r.error as HttpError).status}`}
      </button>
    );
  }
  return <p>{r.isFetching ? `${label}: đang tải` : `${label}: chưa hỏi`}</p>;
}

describe('useHttpResource', () => {
  it('two screens asking for one path at once share one request; nothing is asked for a null path', async () => {
    server.answers['GET /api/v1/settings/public'] = json({ rate: 5 });
    render(
      <>
        <Fee path="/settings/public" label="a" />
        <Fee path="/settings/public" label="b" />
        <Fee path={null} label="c" />
      </>,
    );
    expect(await screen.findByText('a: 5')).toBeTruthy();
    expect(screen.getByText('b: 5')).toBeTruthy();
    expect(screen.getByText('c: chưa hỏi')).toBeTruthy();
    expect(asked('GET /api/v1/settings/public')).toBe(1);
  });

  it('a screen opened again within the freshness shows the kept answer without asking', async () => {
    server.answers['GET /api/v1/settings/public'] = json({ rate: 5 });
    const first = render(<Fee path="/settings/public" />);
    await screen.findByText('phí: 5');
    first.unmount();
    render(<Fee path="/settings/public" />);
    expect(screen.getByText('phí: 5')).toBeTruthy();
    expect(asked('GET /api/v1/settings/public')).toBe(1);
  });

  it('a failure shows its error until a retry gets the answer', async () => {
    server.answers['GET /api/v1/settings/public'] = [json({ error: { code: 'unavailable', message: 'Lỗi' } }, 503), json({ rate: 7 })];
    render(<Fee path="/settings/public" />);
    const retry = await screen.findByRole('button', { name: 'lỗi 503' });
    act(() => retry.click());
    expect(await screen.findByText('phí: 7')).toBeTruthy();
  });

  it('a failed refresh keeps the answer in currentData, with isError and lastError, until a retry answers', async () => {
    server.answers['GET /api/v1/exchanges/x1'] = [
      json({ rate: 5 }),
      json({ error: { code: 'forbidden', message: 'Từ chối' } }, 403),
      json({ rate: 6 }),
    ];
    function Kept() {
      const r = useHttpResource<{ rate: number }>('/exchanges/x1', 0);
      const failed = r.isError ? ` · lỗi ${(r.lastError as HttpError).status}` : '';
      return (
        <button type="button" onClick={r.refetch}>
          {`${r.currentData ? `giữ: ${r.currentData.rate}` : 'đang tải'}${failed}${r.error === undefined ? '' : ' · error'}`}
        </button>
      );
    }
    render(<Kept />);
    const button = await screen.findByRole('button', { name: 'giữ: 5' });
    act(() => button.click());
    // `error` stays for a failure with no answer to show, as before
    expect(await screen.findByRole('button', { name: 'giữ: 5 · lỗi 403' })).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(await screen.findByRole('button', { name: 'giữ: 6' })).toBeTruthy();
  });

  it('a first failure has no answer: isError and lastError as error', async () => {
    server.answers['GET /api/v1/settings/public'] = json({ error: { code: 'not_found', message: 'Không có' } }, 404);
    const seen: HttpResource<unknown>[] = [];
    function Watch() {
      const r = useHttpResource<unknown>('/settings/public');
      seen.push(r);
      return <p>{r.isError ? 'lỗi' : 'chờ'}</p>;
    }
    render(<Watch />);
    await screen.findByText('lỗi');
    const last = seen.at(-1);
    expect(last?.currentData).toBeUndefined();
    expect((last?.lastError as HttpError).status).toBe(404);
    expect(last?.error).toBe(last?.lastError);
  });

  it('gives the same object while nothing changed (a page defers it with useDeferredValue)', async () => {
    server.answers['GET /api/v1/settings/public'] = json({ rate: 5 });
    const seen: HttpResource<{ rate: number }>[] = [];
    function Watcher() {
      const [n, setN] = useState(0);
      const r = useHttpResource<{ rate: number }>('/settings/public');
      seen.push(r);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {r.currentData ? `lần ${n}` : 'đang tải'}
        </button>
      );
    }
    render(<Watcher />);
    fireEvent.click(await screen.findByRole('button', { name: 'lần 0' }));
    await screen.findByRole('button', { name: 'lần 1' });
    expect(seen.at(-1)).toBe(seen.at(-2));
    expect(seen.at(-1)?.currentData).toEqual({ rate: 5 });
  });

  it('refreshHttpResource asks again and every screen shows the new answer', async () => {
    server.answers['GET /api/v1/settings/public'] = [json({ rate: 5 }), json({ rate: 6 })];
    render(<Fee path="/settings/public" />);
    await screen.findByText('phí: 5');
    act(() => refreshHttpResource('/settings/public'));
    expect(await screen.findByText('phí: 6')).toBeTruthy();
    expect(asked('GET /api/v1/settings/public')).toBe(2);
  });

  it('updateHttpResource changes the kept answer on every screen, and does nothing before there is one', async () => {
    server.answers['GET /api/v1/settings/public'] = json({ rate: 5 });
    function Held() {
      const d = useHttpResourceData<{ rate: number }>('/settings/public');
      return <p>{`giữ: ${d?.rate ?? '—'}`}</p>;
    }
    // before any answer: no change is made, nothing is asked for
    updateHttpResource<{ rate: number }>('/settings/public', () => ({ rate: 99 }));
    render(<Held />);
    expect(screen.getByText('giữ: —')).toBeTruthy();
    expect(asked('GET /api/v1/settings/public')).toBe(0);

    render(<Fee path="/settings/public" />);
    await screen.findByText('phí: 5');
    expect(screen.getByText('giữ: 5')).toBeTruthy();
    act(() => updateHttpResource<{ rate: number }>('/settings/public', (d) => ({ rate: d.rate + 1 })));
    expect(screen.getByText('phí: 6')).toBeTruthy();
    expect(screen.getByText('giữ: 6')).toBeTruthy();
    // a recipe that keeps the answer (undefined) changes nothing
    act(() => updateHttpResource<{ rate: number }>('/settings/public', () => undefined));
    expect(screen.getByText('phí: 6')).toBeTruthy();
    expect(asked('GET /api/v1/settings/public')).toBe(1);
  });

  it('a change made between a screen’s first drawing and its listening still reaches it', async () => {
    server.answers['GET /api/v1/settings/public'] = json({ rate: 5 });
    const first = render(<Fee path="/settings/public" />);
    await screen.findByText('phí: 5');
    first.unmount();
    function Held() {
      const d = useHttpResourceData<{ rate: number }>('/settings/public');
      return <p>{`giữ: ${d?.rate ?? '—'}`}</p>;
    }
    // a layout effect runs after Held has drawn 5 and before it starts listening (a passive effect)
    function ChangeAtOnce() {
      useLayoutEffect(() => updateHttpResource<{ rate: number }>('/settings/public', () => ({ rate: 9 })), []);
      return null;
    }
    render(
      <>
        <Held />
        <ChangeAtOnce />
      </>,
    );
    expect(await screen.findByText('giữ: 9')).toBeTruthy();
  });

  it('refreshHttpResources asks again for each path it matches, and only those', async () => {
    server.answers['GET /api/v1/auctions/a1'] = [json({ rate: 1 }), json({ rate: 2 })];
    server.answers['GET /api/v1/auctions/a1/bids'] = [json({ rate: 3 }), json({ rate: 4 })];
    server.answers['GET /api/v1/auctions/a2'] = json({ rate: 9 });
    render(
      <>
        <Fee path="/auctions/a1" label="phiên" />
        <Fee path="/auctions/a1/bids?page=1" label="lịch sử" />
        <Fee path="/auctions/a2" label="phiên khác" />
      </>,
    );
    await screen.findByText('phiên: 1');
    await screen.findByText('lịch sử: 3');
    await screen.findByText('phiên khác: 9');
    act(() => refreshHttpResources((p) => p === '/auctions/a1' || p.startsWith('/auctions/a1/bids?')));
    expect(await screen.findByText('phiên: 2')).toBeTruthy();
    expect(await screen.findByText('lịch sử: 4')).toBeTruthy();
    expect(asked('GET /api/v1/auctions/a2')).toBe(1);
  });

  it('after expireHttpResources a screen opened again asks again, still showing the kept answer meanwhile', async () => {
    server.answers['GET /api/v1/settings/public'] = [json({ rate: 5 }), json({ rate: 8 })];
    const first = render(<Fee path="/settings/public" />);
    await screen.findByText('phí: 5');
    expireHttpResources();
    // a screen already showing it keeps it (someone signed in: the page reads itself again when it needs)
    expect(screen.getByText('phí: 5')).toBeTruthy();
    first.unmount();
    render(<Fee path="/settings/public" />);
    expect(screen.getByText('phí: 5')).toBeTruthy();
    expect(await screen.findByText('phí: 8')).toBeTruthy();
    expect(asked('GET /api/v1/settings/public')).toBe(2);
  });

  it('after expireHttpResources a page no screen showed opens on its loading state, not on the previous visitor’s answer', async () => {
    server.answers['GET /api/v1/exchanges/t1'] = [json({ rate: 1 }), json({ rate: 2 })];
    const before = render(<Fee path="/exchanges/t1" label="giao dịch" />);
    await screen.findByText('giao dịch: 1');
    before.unmount();
    expireHttpResources();
    render(<Fee path="/exchanges/t1" label="giao dịch" />);
    expect(screen.getByText('giao dịch: đang tải')).toBeTruthy();
    expect(screen.queryByText('giao dịch: 1')).toBeNull();
    expect(await screen.findByText('giao dịch: 2')).toBeTruthy();
  });

  it('an answer asked for the previous visitor and arriving after expireHttpResources is dropped', async () => {
    let answerFirst: (r: Response) => void = () => undefined;
    server.answers['GET /api/v1/users/me/profile'] = [
      () => new Promise<Response>((resolve) => (answerFirst = resolve)),
      json({ rate: 20 }),
    ];
    const before = render(<Fee path="/users/me/profile" label="hồ sơ" />);
    await waitFor(() => expect(asked('GET /api/v1/users/me/profile')).toBe(1));
    before.unmount();
    expireHttpResources();
    await act(async () => answerFirst(jsonResponse({ rate: 10 })));
    render(<Fee path="/users/me/profile" label="hồ sơ" />);
    expect(await screen.findByText('hồ sơ: 20')).toBeTruthy();
    expect(screen.queryByText('hồ sơ: 10')).toBeNull();
  });
});

function Pages() {
  const [page, setPage] = useState(1);
  const r = useKeptWhileFetching(useHttpResource<{ page: number }>(`/auctions?page=${page}`, 0));
  return (
    <>
      <p>{r.currentData ? `trang ${r.currentData.page}${r.stale ? ' (cũ)' : ''}` : 'đang tải'}</p>
      <button type="button" onClick={() => setPage(2)}>
        trang sau
      </button>
    </>
  );
}

describe('useKeptWhileFetching', () => {
  it('keeps the page shown, marked stale, while the next page is on its way, then shows the next one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answers['GET /api/v1/auctions'] = [json({ page: 1 }), async () => (await held, new Response(JSON.stringify({ page: 2 })))];
    render(<Pages />);
    expect(await screen.findByText('trang 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'trang sau' }));
    expect(await screen.findByText('trang 1 (cũ)')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('trang 2')).toBeTruthy();
  });
});
