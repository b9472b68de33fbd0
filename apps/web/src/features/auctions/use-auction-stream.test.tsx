import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuctionEventData, BidLine } from '@cho-gundam/contracts';
import { auctionFixture } from '../../../test/auction-fixtures';
import { json, setupStubServer } from '../../../test/stub-server';
import { TestProviders } from '../../../test/support';
import { useAuctionDetail, useBidHistory } from './auction-page-data';
import { useAuctionStream } from './use-auction-stream';

/** The browser's EventSource, driven by the test: open it, send it events, break it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Set<(m: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (m: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: unknown, id?: number) {
    const m = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) });
    for (const fn of this.listeners.get(type) ?? []) fn(m);
  }
  /** the connection dropped; `closed`: the server refused it, the browser will not retry by itself */
  fail(closed = false) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}
const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1]!;

const { answers, calls } = setupStubServer();
const line = (id: number, amount: number, bidder_tag = 'them'): BidLine => ({
  id,
  bidder: 'N***n',
  bidder_tag,
  amount,
  kind: 'bid',
  created_at: '2026-11-25T10:00:00.000Z',
});
const figures = (over: Partial<AuctionEventData> = {}): AuctionEventData => ({
  status: 'active',
  current_price: 1_050_000,
  bid_count: 2,
  participant_count: 2,
  start_at: '2026-11-25T08:00:00.000Z',
  end_at: '2026-11-26T08:00:00.000Z',
  minimum_next_bid: 1_100_000,
  leader_tag: 'them',
  ...over,
});

function Probe() {
  const d = useAuctionDetail('a1').currentData;
  const b = useBidHistory('a1', d ? 1 : null).currentData;
  const s = useAuctionStream('a1', { enabled: true });
  return (
    <div>
      <span data-testid="price">{d?.current_price}</span>
      <span data-testid="count">{d?.bid_count}</span>
      <span data-testid="seq">{d?.last_event_id}</span>
      <span data-testid="lines">{b?.items.map((l) => l.id).join(',')}</span>
      <span data-testid="total">{b?.total}</span>
      <span data-testid="connection">{s.connection}</span>
    </div>
  );
}

const detailCalls = () => calls.filter((c) => c.key === 'GET /api/v1/auctions/a1').length;

async function openPage() {
  render(
    <TestProviders>
      <Probe />
    </TestProviders>,
  );
  await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('1'));
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
}

describe('the auction page’s live stream', { timeout: 30_000 }, () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    answers['GET /api/v1/auctions/a1'] = json(auctionFixture({ current_price: 1_000_000, bid_count: 1, last_event_id: 5 }));
    answers['GET /api/v1/auctions/a1/bids'] = json({ items: [line(1, 1_000_000)], page: 1, page_size: 20, total: 1 });
  });
  afterEach(() => vi.useRealTimers());

  it('starts right after the loaded page, and applies each new bid to the price and the history once', async () => {
    await openPage();
    expect(latest().url).toBe('/api/v1/auctions/a1/stream?after=5');
    act(() => latest().open());
    expect(screen.getByTestId('connection').textContent).toBe('live');

    act(() => latest().send('bid', figures({ lines: [line(2, 1_050_000)] }), 6));
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('1050000'));
    expect(screen.getByTestId('count').textContent).toBe('2');
    expect(screen.getByTestId('lines').textContent).toBe('2,1');
    expect(screen.getByTestId('total').textContent).toBe('2');

    // the same event replayed after a reconnection, and an older one: nothing moves
    act(() => latest().send('bid', figures({ lines: [line(2, 1_050_000)] }), 6));
    act(() => latest().send('bid', figures({ current_price: 900_000, bid_count: 1 }), 4));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('price').textContent).toBe('1050000');
    expect(screen.getByTestId('lines').textContent).toBe('2,1');
    expect(screen.getByTestId('total').textContent).toBe('2');
    expect(screen.getByTestId('seq').textContent).toBe('6');
  });

  it('reads the page again on `resync`, after a drop once the stream is back, and when the tab regains focus', async () => {
    await openPage();
    act(() => latest().open());
    const before = detailCalls();

    act(() => latest().send('resync', {}));
    await waitFor(() => expect(detailCalls()).toBe(before + 1));

    act(() => latest().fail());
    expect(screen.getByTestId('connection').textContent).toBe('reconnecting');
    act(() => latest().open());
    await waitFor(() => expect(detailCalls()).toBe(before + 2));

    await new Promise((r) => setTimeout(r, 2_100)); // focus reads are spaced out
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(detailCalls()).toBe(before + 3));
  });

  it('reopens a stream the server refused, resuming after the last event it applied', async () => {
    await openPage();
    act(() => latest().open());
    act(() => latest().send('bid', figures({ lines: [line(2, 1_050_000)] }), 6));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => latest().fail(true));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/v1/auctions/a1/stream?after=6');
  });

  it('puts back an event that a slower reload of the page did not know yet', async () => {
    await openPage();
    act(() => latest().open());
    // the server's answer to a reload still shows the state before event 6
    act(() => latest().send('resync', {}));
    act(() => latest().send('bid', figures({ lines: [line(2, 1_050_000)] }), 6));
    await waitFor(() => expect(detailCalls()).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByTestId('seq').textContent).toBe('6'));
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('1050000'));
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('2,1'));
  });
});
