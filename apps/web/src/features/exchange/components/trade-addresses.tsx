import { useState } from 'react';
import { Link } from 'react-router';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { Address, Exchange } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';
import { apiError } from '@/shared/lib/form-helpers';
import { LazySelect } from '@/shared/ui/lazy-select';
import { LoadError } from '@/shared/ui/load-error';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PlainButton } from '@/shared/ui/plain-button';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { useTradeCommands } from '../trade-data';
import { addressesLocked, type Mine } from '../trade-logic';

/** The member's address book as the page loads it (the addresses feature's query, composed by the page). */
export interface AddressBook {
  data?: Address[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const ADDRESS_BOOK = '/member/profile/address-setting';
const short = (a: { full_name: string; phone_number: string; detail: string; ward_name: string; province_name: string }) =>
  `${a.full_name} · ${a.phone_number} · ${addressLine(a)}`;

/** Stage 1: the address I send my parcel from and the one I receive the other side's at; changeable until a fee is paid. */
export function TradeAddresses({ trade, m, book }: { trade: Exchange; m: Mine; book: AddressBook }) {
  const locked = addressesLocked(trade) || trade.status !== 'pending';
  const list = book.data ?? [];
  const fallback = list.find((a) => a.is_primary)?.id ?? list[0]?.id;
  // until I pick, the choice shown is my current one, else my pickup / default address (the book may load later)
  const [pickedFrom, setFrom] = useState<string>();
  const [pickedTo, setTo] = useState<string>();
  const from = pickedFrom ?? m.from?.address_id ?? list.find((a) => a.is_pickup_address)?.id ?? fallback;
  const to = pickedTo ?? m.to?.address_id ?? fallback;
  const [editing, setEditing] = useState(!m.from || !m.to);
  const { setAddresses } = useTradeCommands();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = (
    <dl className="cg-trade__addresses">
      <dt>Gửi hàng từ</dt>
      <dd data-testid="trade-my-from">{m.from ? short(m.from) : 'Chưa chọn'}</dd>
      <dt>Nhận hàng tại</dt>
      <dd data-testid="trade-my-to">{m.to ? short(m.to) : 'Chưa chọn'}</dd>
    </dl>
  );

  const onSave = async () => {
    if (!from || !to) return setProblem('Hãy chọn cả địa chỉ gửi và địa chỉ nhận hàng');
    setProblem(null);
    setSaving(true);
    try {
      await setAddresses(trade.id, { from_address_id: from, to_address_id: to });
      setEditing(false);
    } catch (err) {
      setProblem(apiError(err).message);
    } finally {
      setSaving(false);
    }
  };

  const options = (d: Address[]) => d.map((a) => ({ value: a.id, label: short(a) }));
  return (
    <section className="cg-panel" aria-labelledby="trade-addr-title">
      <h2 id="trade-addr-title" className="cg-trade__h2">
        <EnvironmentOutlined aria-hidden="true" /> Địa chỉ của bạn
      </h2>
      {chosen}
      {m.partnerFrom && m.partnerTo ? (
        <p className="cg-trade__note">{m.partner.full_name} đã chọn địa chỉ gửi và nhận hàng.</p>
      ) : (
        <p className="cg-trade__note">{m.partner.full_name} chưa chọn địa chỉ.</p>
      )}
      {locked ? (
        trade.status === 'pending' ? (
          <NoteAlert type="info" showIcon title="Đã có bên thanh toán phí vận chuyển nên không thể đổi địa chỉ nữa." />
        ) : null
      ) : !editing ? (
        <PlainButton onClick={() => setEditing(true)}>Đổi địa chỉ</PlainButton>
      ) : book.isError ? (
        <LoadError
          message="Không tải được sổ địa chỉ"
          description={apiError(book.error).message}
          onRetry={() => void book.refetch()}
          retrying={book.isFetching}
        />
      ) : book.isLoading ? (
        <TextSkeleton title={false} rows={2} />
      ) : list.length === 0 ? (
        <PageEmpty description="Sổ địa chỉ của bạn đang trống">
          <Link to={ADDRESS_BOOK}>Thêm địa chỉ trong sổ địa chỉ</Link>
        </PageEmpty>
      ) : (
        <div className="cg-trade__form">
          <label htmlFor="trade-from">Địa chỉ gửi hàng (bên kia nhận kiện từ đây)</label>
          <LazySelect id="trade-from" value={from} onChange={setFrom} options={options(list)} aria-label="Địa chỉ gửi hàng" />
          <label htmlFor="trade-to">Địa chỉ nhận hàng</label>
          <LazySelect id="trade-to" value={to} onChange={setTo} options={options(list)} aria-label="Địa chỉ nhận hàng" />
          {problem ? <NoteAlert type="error" showIcon role="alert" title={problem} /> : null}
          <div className="cg-trade__buttons">
            <PlainButton type="primary" loading={saving} onClick={() => void onSave()}>
              Lưu địa chỉ
            </PlainButton>
            <Link to={ADDRESS_BOOK}>Quản lý sổ địa chỉ</Link>
          </div>
        </div>
      )}
    </section>
  );
}
