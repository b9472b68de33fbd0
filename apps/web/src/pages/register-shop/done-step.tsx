import { useNavigate } from 'react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import type { MyShopResponse } from '@cho-gundam/contracts';
import { PlanCard } from '@/features/shop/components/plan-card';
import { usePlansQuery } from '@/features/shop/shop-api';

/** Step 4 "Hoàn tất": the shop exists; its plan is shown as the server defines it, not as a hard-coded card. */
export function DoneStep({ shop }: { shop: MyShopResponse }) {
  const navigate = useNavigate();
  const plans = usePlansQuery();
  const plan = plans.data?.find((p) => p.id === shop.subscription.plan_id);
  return (
    <Result
      status="success"
      title="Chúc mừng! Shop của bạn đã được tạo"
      subTitle={`"${shop.shop.name}" đã sẵn sàng. Hãy thêm sản phẩm và đăng bán những mô hình đầu tiên.`}
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/shop/dashboard')}>
          Đến trang quản lý shop
        </Button>
      }
    >
      <div className="cg-regshop-plan">
        {plans.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : plan ? (
          <PlanCard plan={plan} active />
        ) : (
          // the plans list failed: the usage returned by the registration still says what was activated
          <Alert
            type="info"
            showIcon
            title={`Đã kích hoạt ${shop.subscription.subscription_name}`}
            description={`${shop.subscription.max_listings ?? 'Không giới hạn'} lượt đăng bán, ${shop.subscription.max_open_auctions ?? 'không giới hạn'} phiên đấu giá.`}
          />
        )}
      </div>
    </Result>
  );
}
