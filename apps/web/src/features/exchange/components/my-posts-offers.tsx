import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Empty, Input, Modal, Popconfirm, Skeleton, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { Avatar } from '@/shared/ui/avatar';
import { UserOutlined, WalletOutlined } from '@ant-design/icons';
import { COMPENSATION_PAYER_LABELS, EXCHANGE_OFFER_STATUS_LABELS, EXCHANGE_RULES, type ExchangeOffer } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useMyPostCommands, usePostOffers } from '../my-posts-data';
import { acceptRefusal, exchangeTopUpPath, topUpAmount, tradePath, type AcceptRefusal } from '../my-posts-logic';
import { revisionNoteProblem } from '../offer-form';
import { OfferKitSection } from './offer-card-parts';
import './board.css';

const LIVE = new Set(['open', 'revision_requested']);
const STATUS_COLORS: Partial<Record<ExchangeOffer['status'], string>> = {
  open: 'processing',
  revision_requested: 'warning',
  accepted: 'success',
  rejected: 'error',
};

/** "Yêu cầu chỉnh sửa": the poster's note to the offerer (at most 3 rounds). */
function RevisionDialog({ offer, onClose }: { offer: ExchangeOffer; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { requestRevision } = useMyPostCommands();
  const [isLoading, setLoading] = useState(false);
  const submit = async () => {
    const p = revisionNoteProblem(note);
    if (p) return setProblem(p);
    setLoading(true);
    try {
      await requestRevision(offer.id, note.trim());
      onClose();
    } catch (err) {
      setProblem(apiError(err).message);
      setLoading(false);
    }
  };
  return (
    <Modal
      open
      title={`Yêu cầu ${offer.offerer.full_name} chỉnh sửa đề nghị`}
      okText="Gửi yêu cầu"
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <p>
        Còn {offer.revisions_left}/{EXCHANGE_RULES.maxRevisions} lần yêu cầu chỉnh sửa.
      </p>
      <Input.TextArea
        aria-label="Nội dung cần chỉnh sửa"
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setProblem(null);
        }}
        maxLength={EXCHANGE_RULES.noteMax}
        showCount
        rows={3}
        placeholder="Ví dụ: bạn bù thêm 200.000 ₫ được không?"
        status={problem ? 'error' : undefined}
      />
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} /> : null}
    </Modal>
  );
}

/** The accept's refusal: the server's words and, for a short wallet, the exact top-up. */
function AcceptRefused({ refusal, postId }: { refusal: AcceptRefusal; postId: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={refusal.message}
      description={
        refusal.missing !== null ? (
          refusal.payerIsMe ? (
            <>
              Ví của bạn còn thiếu <MoneyText value={refusal.missing} strong />.{' '}
              <Button size="small" icon={<WalletOutlined />} onClick={() => navigate(exchangeTopUpPath(refusal.missing!, postId))}>
                Nạp thêm {formatMoney(topUpAmount(refusal.missing))}
              </Button>
            </>
          ) : (
            <>
              Ví của người đề nghị còn thiếu <MoneyText value={refusal.missing} strong />: hãy báo họ nạp thêm rồi chấp nhận lại.
            </>
          )
        ) : undefined
      }
      style={{ marginTop: 8 }}
    />
  );
}

/** One offer in the side-by-side comparison, with the poster's actions while it is live. */
function OfferColumn({ offer, postId, postOpen }: { offer: ExchangeOffer; postId: string; postOpen: boolean }) {
  const navigate = useNavigate();
  const [revising, setRevising] = useState(false);
  const [refusal, setRefusal] = useState<AcceptRefusal | null>(null);
  const { acceptOffer, rejectOffer } = useMyPostCommands();
  // which command is on its way (its button spins)
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const live = postOpen && LIVE.has(offer.status);

  const onAccept = async () => {
    setRefusal(null);
    setBusy('accept');
    try {
      const trade = await acceptOffer(offer.id, crypto.randomUUID());
      navigate(tradePath(trade.id));
    } catch (err) {
      setRefusal(acceptRefusal(apiError(err)));
    } finally {
      setBusy(null);
    }
  };
  const onReject = async () => {
    setRefusal(null);
    setBusy('reject');
    try {
      await rejectOffer(offer.id);
    } catch (err) {
      setRefusal(acceptRefusal(apiError(err)));
    } finally {
      setBusy(null);
    }
  };
  const c = offer.compensation;
  return (
    <Card size="small" role="article" aria-label={`Đề nghị của ${offer.offerer.full_name}`}>
      <div className="cg-board-card__meta">
        <span>
          <Avatar size="small" src={offer.offerer.avatar_url ?? undefined} icon={<UserOutlined />} /> {offer.offerer.full_name}
        </span>
        <span>{offer.offerer.completed_trades} giao dịch đã hoàn tất</span>
      </div>
      <p>
        <Tag color={STATUS_COLORS[offer.status]}>{EXCHANGE_OFFER_STATUS_LABELS[offer.status]}</Tag>
        <DateTime value={offer.updated_at} />
      </p>
      <OfferKitSection title="Họ muốn nhận" kits={offer.post_kits} label="Mô hình họ muốn nhận" />
      <OfferKitSection title="Họ đưa ra" kits={offer.offerer_kits} label="Mô hình họ đưa ra" />
      <section className="cg-board-section">
        <h3>Tiền bù</h3>
        {c ? (
          <p>
            {COMPENSATION_PAYER_LABELS[c.payer]}: <MoneyText value={c.amount} strong />
          </p>
        ) : (
          <p className="cg-board-muted">Không bù tiền</p>
        )}
      </section>
      {offer.note ? (
        <section className="cg-board-section">
          <h3>Ghi chú</h3>
          <p style={{ whiteSpace: 'pre-line' }}>{offer.note}</p>
        </section>
      ) : null}
      <p className="cg-board-muted">
        Đã yêu cầu chỉnh sửa {offer.revision_rounds}/{EXCHANGE_RULES.maxRevisions} lần
        {offer.revision_note ? ` · Yêu cầu gần nhất: “${offer.revision_note}”` : ''}
      </p>
      {offer.exchange_id ? <Link to={tradePath(offer.exchange_id)}>Xem giao dịch trao đổi</Link> : null}
      {live ? (
        <div className="cg-board-actions">
          {offer.status === 'open' ? (
            <Popconfirm
              title="Chấp nhận đề nghị này?"
              description="Các đề nghị khác sẽ bị đóng và bài đăng kết thúc."
              okText="Chấp nhận"
              cancelText="Hủy"
              onConfirm={() => void onAccept()}
            >
              <Button type="primary" loading={busy === 'accept'}>
                Chấp nhận
              </Button>
            </Popconfirm>
          ) : null}
          {offer.status === 'open' && offer.revisions_left > 0 ? (
            <Button onClick={() => setRevising(true)}>Yêu cầu chỉnh sửa</Button>
          ) : null}
          <Popconfirm title="Từ chối đề nghị này?" okText="Từ chối" cancelText="Hủy" onConfirm={() => void onReject()}>
            <Button danger loading={busy === 'reject'}>
              Từ chối
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      {refusal ? <AcceptRefused refusal={refusal} postId={postId} /> : null}
      {revising ? <RevisionDialog offer={offer} onClose={() => setRevising(false)} /> : null}
    </Card>
  );
}

/** The offers my post received, side by side (live ones first), with accept, revision and reject. */
export function MyPostOffers({ postId, postOpen }: { postId: string; postOpen: boolean }) {
  // read again each time the post opens; the answer kept meanwhile stays on screen
  const { currentData: data, isFetching, error, refetch } = usePostOffers(postId);
  if (!data && error === undefined)
    return (
      <div role="status" aria-label="Đang tải đề nghị">
        <Skeleton active />
      </div>
    );
  if (!data)
    return (
      <LoadError
        message="Không tải được các đề nghị"
        description={(error as { message?: string } | undefined)?.message}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  if (!data.items.length) return <Empty description="Chưa có đề nghị nào cho bài đăng này" />;
  return (
    <div className="cg-board-offers" aria-label="Các đề nghị nhận được">
      {data.items.map((o) => (
        <OfferColumn key={o.id} offer={o} postId={postId} postOpen={postOpen} />
      ))}
    </div>
  );
}
