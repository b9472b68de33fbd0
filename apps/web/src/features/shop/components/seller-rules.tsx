import { Typography } from '@/shared/ui/typography';
import '../shop.css';

// The original's four headings, said for Chợ Gundam; the checkbox under them gates POST /shops.
const RULES: { title: string; items: string[] }[] = [
  {
    title: '1. Điều kiện trở thành người bán',
    items: [
      'Thông tin tài khoản, tên shop, số điện thoại và địa chỉ lấy hàng phải chính xác và do bạn quản lý.',
      'Bạn chịu trách nhiệm về nguồn gốc và chất lượng của mọi sản phẩm đăng bán.',
    ],
  },
  {
    title: '2. Quy định về sản phẩm',
    items: [
      'Chỉ đăng bán mô hình Gundam / Gunpla chính hãng và phụ kiện liên quan, có nguồn gốc rõ ràng. Không bán hàng giả, hàng nhái.',
      'Ảnh phải là ảnh thật của chính sản phẩm; tình trạng (nguyên hộp, đã mở hộp, đã lắp ráp, đã qua sử dụng) phải được mô tả trung thực.',
    ],
  },
  {
    title: '3. Giao hàng và khiếu nại',
    items: [
      'Đóng gói cẩn thận và giao hàng đúng hạn như đã cam kết với người mua.',
      'Tiếp nhận và giải quyết khiếu nại của người mua một cách thiện chí, đúng thời hạn.',
    ],
  },
  {
    title: '4. Xử lý vi phạm',
    items: ['Khi vi phạm các quy định trên, Chợ Gundam có thể gỡ sản phẩm, tạm khóa hoặc khóa vĩnh viễn shop của bạn.'],
  },
];

/** "Điều khoản" of the shop registration. */
export function SellerRules() {
  return (
    <div className="cg-seller-rules" tabIndex={0} aria-label="Quy định dành cho người bán">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Quy định dành cho người bán trên Chợ Gundam
      </Typography.Title>
      {RULES.map((r) => (
        <section key={r.title}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <ul>
            {r.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
