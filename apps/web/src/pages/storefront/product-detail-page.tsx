import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StorefrontKitDetail, User } from '@cho-gundam/contracts';
import { KIT_CONDITION_LABELS } from '@cho-gundam/contracts/core';
import { toCartItems, useCart, type CartValue } from '@/features/cart';
import { useCurrentUser } from '@/features/session';
import { KitGrid } from '@/features/storefront';
import { useKitBySlug, useRelatedKits } from '@/features/storefront/kit-page-data';
import { KitBuyBox, type BuyAction } from '@/features/storefront/components/kit-buy-box';
import { KitDescription, KitSpecs, ShopCard, TrustCard } from '@/features/storefront/components/kit-details';
import { KitGallery } from '@/features/storefront/components/kit-gallery';
import { HiddenContent, isHiddenError } from '@/features/flags/components/hidden-content';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatMoney } from '@/shared/lib/format';
import { errorMessage, http, HttpError } from '@/shared/lib/http';
import { toast } from '@/shared/ui/toast';
import { PageResult } from '@/shared/ui/page-result';
import { SkeletonHandover } from '@/shared/ui/skeleton-handover';
import { useDeferredResult } from '@/shared/hooks/use-deferred-result';
import './product-detail-page.css';

// "Báo cáo vi phạm" loads after the page (this route's first load is budgeted, e2e/specs/bundle-budget.spec.ts)
const ReportButton = lazy(() => import('@/features/flags/components/report-button').then((m) => ({ default: m.ReportButton })));

/** `<meta name="description">` for this page, put back as it was when the page is left. */
function useMetaDescription(content: string | null) {
  useEffect(() => {
    if (!content) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [content]);
}

/** What a search engine or a shared link shows under the title. */
function describe(kit: StorefrontKitDetail) {
  const parts = [kit.name, KIT_CONDITION_LABELS[kit.condition], `giá ${formatMoney(kit.price)}`];
  if (kit.shop) parts.push(`bán bởi ${kit.shop.name}`);
  return `${parts.join(', ')} trên Chợ Gundam. Tiền được giữ an toàn đến khi bạn nhận hàng.`;
}

/** `?add=1`: the guest pressed "Thêm vào giỏ hàng" and was sent to sign in; the page finishes the add. */
const ADD_AFTER_SIGN_IN = 'add';

/** This page with `?add=1`, where sign-in sends the guest back. */
function addAfterSignInPath(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.set(ADD_AFTER_SIGN_IN, '1');
  return `${pathname}?${params.toString()}`;
}

/**
 * Back from sign-in with `?add=1`: once the member's cart is loaded, the kit goes into it (unless it
 * is already there, their own, or no longer for sale) and the flag leaves the URL, so a reload or
 * the back button never adds it again.
 */
function useAddAfterSignIn(
  kit: StorefrontKitDetail | undefined,
  user: User | null,
  cart: CartValue,
  onAdd: (kit: StorefrontKitDetail) => Promise<void>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  const wanted = new URLSearchParams(location.search).get(ADD_AFTER_SIGN_IN) === '1';
  // every render: it acts once per kit, when the kit, the member and their cart are all there
  useEffect(() => {
    if (!wanted || !kit || !user || !cart.ready || done.current === kit.id) return;
    done.current = kit.id;
    const params = new URLSearchParams(location.search);
    params.delete(ADD_AFTER_SIGN_IN);
    navigate({ pathname: location.pathname, search: params.size > 0 ? `?${params.toString()}` : '' }, { replace: true });
    const forSale = kit.status === 'published' && kit.price !== null && kit.owner_id !== user.id;
    if (forSale && !cart.cartItems.some((i) => i.gundam_id === kit.id)) void onAdd(kit);
  });
}

function DetailSkeleton() {
  return (
    <div className="cg-pdp__top" role="status" aria-label="Đang tải sản phẩm">
      <Skeleton.Node active className="cg-pdp__skeleton-image">
        <span />
      </Skeleton.Node>
      <div className="cg-pdp__side">
        <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 5 }} />
        <Skeleton.Button active block size="large" />
      </div>
    </div>
  );
}

/** `/product/:slug`: one kit for sale, with everything a buyer needs to decide, and the buttons to buy it. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const cart = useCart();
  const { cartItems, addToCart, reload } = cart;
  // currentData, not data: after a click on a related kit the previous kit must not stay on screen
  const { currentData: kit, isFetching, error, refetch } = useDeferredResult(useKitBySlug(slug));
  const related = useRelatedKits(kit ? slug : null);
  const [pending, setPending] = useState<BuyAction | null>(null);

  /** Adds the kit; a refusal is shown with the server's own Vietnamese message. Returns the cart line id. */
  const add = async (target: StorefrontKitDetail): Promise<string | null> => {
    try {
      const item = await addToCart(target.id);
      return item.cart_item_id;
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) {
        // already in the cart (another tab, another device): bring this tab's cart up to date
        void reload();
        const line = toCartItems(await http.get<unknown>('/cart/items').catch(() => [])).find((i) => i.gundam_id === target.id);
        if (line) return line.cart_item_id;
      }
      toast.error({ title: 'Không thể thêm vào giỏ hàng', description: errorMessage(err) });
      return null;
    }
  };

  const onAdd = async (target: StorefrontKitDetail) => {
    setPending('add');
    const id = await add(target);
    setPending(null);
    if (id) toast.success({ title: 'Đã thêm vào giỏ hàng', description: target.name });
  };

  useAddAfterSignIn(kit, user, cart, onAdd);

  const notFound = !kit && error instanceof HttpError && error.status === 404;
  const hidden = !kit && isHiddenError(error);
  usePageTitle(kit ? kit.name : notFound ? 'Không tìm thấy sản phẩm' : hidden ? 'Nội dung đã bị ẩn' : 'Chi tiết sản phẩm');
  useMetaDescription(kit ? describe(kit) : null);

  if (hidden) return <HiddenContent what="Sản phẩm" backLabel="Xem sản phẩm khác" onBack={() => navigate('/product')} />;

  if (notFound) {
    return (
      <PageResult
        status="404"
        title={<h1 className="cg-pdp__result-title">Không tìm thấy sản phẩm</h1>}
        subTitle="Sản phẩm không tồn tại, đã được bán hoặc đã ngừng đăng bán."
        extra={[
          <Button key="list" type="primary" onClick={() => navigate('/product')}>
            Xem sản phẩm khác
          </Button>,
          <Button key="home" onClick={() => navigate('/')}>
            Về trang chủ
          </Button>,
        ]}
      />
    );
  }
  if (!kit) {
    if (error) {
      return (
        <PageResult
          status="warning"
          title="Không tải được sản phẩm"
          subTitle={(error as { message?: string }).message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại.'}
          extra={
            <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
              Thử lại
            </Button>
          }
        />
      );
    }
    // the same component as the page below, so the skeleton hands over to it (shared/ui/skeleton-handover.tsx)
    return <SkeletonHandover loading skeleton={<DetailSkeleton />} />;
  }

  const inCart = cartItems.find((i) => i.gundam_id === kit.id);
  // the server says so for the token it saw; the signed-in user tells us now (after a sign-in/out)
  const isOwner = user ? kit.owner_id === user.id : false;

  /** Guests sign in first and come back to this page (`back`: with `?add=1` when they were adding it to the cart). */
  const signedIn = (back = location.pathname + location.search) => {
    if (user) return true;
    toast.info({ title: 'Bạn cần đăng nhập để mua hàng' });
    navigate(`/member/login?redirect=${encodeURIComponent(back)}`);
    return false;
  };

  // "Mua ngay" bills only this kit, straight to checkout (the original billed the whole cart)
  const onBuyNow = () => {
    if (!signedIn()) return;
    // `checkoutPath([kit.id])` of features/checkout, written out so this page does not share a chunk with checkout
    navigate(`/checkout?kits=${kit.id}`);
  };

  const relatedKits = related.currentData ?? [];
  return (
    <SkeletonHandover loading={false} skeleton={<DetailSkeleton />}>
      <article className="cg-pdp">
        <nav className="cg-pdp__crumbs" aria-label="Đường dẫn">
          <Link to="/">Trang chủ</Link>
          <span aria-hidden="true">/</span>
          <Link to="/product">Sản phẩm Gundam</Link>
          <span aria-hidden="true">/</span>
          <Link to={`/product?grade=${kit.grade_code}`}>{kit.grade_code}</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{kit.name}</span>
        </nav>
        <div className="cg-pdp__top">
          <KitGallery key={kit.id} images={kit.images} name={kit.name} />
          <div className="cg-pdp__side">
            <KitBuyBox
              kit={kit}
              isOwner={isOwner}
              inCart={!!inCart}
              pending={pending}
              onAdd={() => {
                if (signedIn(addAfterSignInPath(location.pathname, location.search))) void onAdd(kit);
              }}
              onBuyNow={onBuyNow}
            />
            {kit.shop ? <ShopCard shop={kit.shop} /> : null}
            <TrustCard />
            <div className="cg-pdp__report">
              <Suspense fallback={null}>
                <ReportButton
                  targetType="listing"
                  targetId={kit.id}
                  targetName={kit.name}
                  viewerId={user?.id ?? null}
                  ownerId={kit.owner_id}
                  onSignIn={() => navigate(`/member/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)}
                />
              </Suspense>
            </div>
          </div>
        </div>
        <KitSpecs kit={kit} />
        <KitDescription text={kit.description} />
        <section className="cg-pdp__related" aria-labelledby="related-title">
          <h2 id="related-title">Sản phẩm tương tự</h2>
          {related.currentData === undefined && related.isFetching ? (
            <KitGrid kits={[]} loading skeletons={4} />
          ) : related.error ? (
            <p className="cg-pdp__muted">
              Không tải được sản phẩm tương tự.{' '}
              <Button type="link" size="small" onClick={() => void related.refetch()}>
                Thử lại
              </Button>
            </p>
          ) : relatedKits.length === 0 ? (
            <p className="cg-pdp__muted">Chưa có sản phẩm tương tự nào đang bán.</p>
          ) : (
            <KitGrid kits={relatedKits} />
          )}
        </section>
      </article>
    </SkeletonHandover>
  );
}
