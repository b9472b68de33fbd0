import { useMemo, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio, Skeleton, Switch } from 'antd';
import type { ExchangeOffer, ExchangePost } from '@cho-gundam/contracts';
import type { ApiError } from '@/shared/api/base-api';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { GROUPED_DONG } from '@/shared/lib/money-input';
import { LoadError } from '@/shared/ui/load-error';
import { fieldStatus } from './form-item-status';
import { useMyTradableKitsQuery, useReviseExchangeOfferMutation, useSendExchangeOfferMutation } from '../exchange-board-api';
import {
  checkOffer,
  COMPENSATION_MAX,
  COMPENSATION_MIN,
  NOTE_MAX,
  offerFormInitial,
  PAYER_OPTIONS,
  type OfferField,
  type OfferFormValues,
} from '../offer-form';
import type { BoardKit } from './board-kits';
import { KitChoice } from './kit-choice';
import { BoardRefusal } from './board-refusal';

interface Props {
  /** the post the offer is for (its kits are the ones to choose from) */
  post: Pick<ExchangePost, 'id' | 'kits'>;
  /** a revision of my offer (the poster asked for one), or null for a new offer */
  offer: ExchangeOffer | null;
  viewerId: string;
  onClose: () => void;
  onDone: (offer: ExchangeOffer) => void;
}

/**
 * "Gửi đề nghị trao đổi" and the revision of an offer: the post's kits I want, my own `in_store` kits I
 * give, an optional compensation (who pays, at least 1.000 ₫) and a note. Checked with the server's
 * own schema before sending; the server's refusal (one live offer per post…) shows as it says it.
 */
export function OfferFormModal({ post, offer, viewerId, onClose, onDone }: Props) {
  const [values, setValues] = useState<OfferFormValues>(() => offerFormInitial(offer));
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const kits = useMyTradableKitsQuery(viewerId);
  const [send, sending] = useSendExchangeOfferMutation();
  const [revise, revising] = useReviseExchangeOfferMutation();
  const busy = sending.isLoading || revising.isLoading;

  // a revision keeps the kits its offer holds already (they are `for_exchange`, not in the collection any more)
  const myKits = useMemo<BoardKit[]>(() => {
    const held = offer?.offerer_kits ?? [];
    const free = (kits.data?.items ?? []).filter((k) => !held.some((h) => h.id === k.id));
    return [...held, ...free];
  }, [kits.data, offer]);

  const set = (patch: Partial<OfferFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as OfferField];
      if ('compensate' in patch) delete next.amount;
      return next;
    });
  };

  const submit = async () => {
    setRefusal(null);
    const checked = checkOffer(values);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const res = offer
        ? await revise({ id: offer.id, body: checked.body }).unwrap()
        : await send({ postId: post.id, body: checked.body }).unwrap();
      onDone(res);
    } catch (err) {
      setRefusal(apiError(err));
    }
  };

  const item = (field: OfferField) => fieldStatus(errors, field);
  return (
    <Modal
      open
      title={offer ? 'Chỉnh sửa đề nghị trao đổi' : 'Gửi đề nghị trao đổi'}
      okText={offer ? 'Gửi bản chỉnh sửa' : 'Gửi đề nghị'}
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {offer?.revision_note ? (
          <Alert
            type="warning"
            showIcon
            title="Người đăng yêu cầu chỉnh sửa"
            description={offer.revision_note}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <Form.Item label="Mô hình bạn muốn nhận (của bài đăng)" required {...item('post_kit_ids')}>
          <KitChoice
            kits={post.kits}
            value={values.post_kit_ids}
            onChange={(post_kit_ids) => set({ post_kit_ids })}
            label="Mô hình bạn muốn nhận"
            empty="Bài đăng không còn mô hình nào"
          />
        </Form.Item>
        <Form.Item label="Mô hình bạn đưa ra (trong bộ sưu tập)" required {...item('my_kit_ids')}>
          {kits.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : kits.isError ? (
            <LoadError message="Không tải được bộ sưu tập của bạn" onRetry={() => void kits.refetch()} retrying={kits.isFetching} />
          ) : (
            <KitChoice
              kits={myKits}
              value={values.my_kit_ids}
              onChange={(my_kit_ids) => set({ my_kit_ids })}
              label="Mô hình bạn đưa ra"
              empty="Bạn chưa có mô hình nào trong bộ sưu tập để trao đổi"
            />
          )}
        </Form.Item>
        <Form.Item label="Bù tiền">
          <Switch checked={values.compensate} onChange={(compensate) => set({ compensate })} aria-label="Có bù tiền" />{' '}
          {values.compensate ? 'Có bù tiền' : 'Không bù tiền'}
        </Form.Item>
        {values.compensate ? (
          <>
            <Form.Item label="Ai bù tiền" {...item('payer')}>
              <Radio.Group
                options={PAYER_OPTIONS}
                value={values.payer}
                onChange={(e) => set({ payer: e.target.value as OfferFormValues['payer'] })}
                aria-label="Ai bù tiền"
              />
            </Form.Item>
            <Form.Item
              label={`Số tiền bù (từ ${formatMoney(COMPENSATION_MIN)})`}
              {...item('amount')}
              extra={values.payer === 'offerer' ? 'Số tiền được tạm giữ trong ví của bạn khi người đăng chấp nhận.' : undefined}
            >
              <InputNumber<number>
                aria-label="Số tiền bù"
                value={values.amount}
                onChange={(amount) => set({ amount: amount ?? null })}
                min={0}
                max={COMPENSATION_MAX}
                step={10_000}
                precision={0}
                {...GROUPED_DONG}
                suffix="₫"
                inputMode="numeric"
                style={{ width: 240 }}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item label="Ghi chú" {...item('note')}>
          <Input.TextArea
            aria-label="Ghi chú"
            value={values.note}
            onChange={(e) => set({ note: e.target.value })}
            maxLength={NOTE_MAX}
            showCount
            rows={3}
            placeholder="Lời nhắn cho người đăng bài"
          />
        </Form.Item>
        <BoardRefusal error={refusal} />
      </Form>
    </Modal>
  );
}
