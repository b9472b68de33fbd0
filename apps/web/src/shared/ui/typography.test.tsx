import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Typography as AntdTypography } from 'antd';
import { describe, expect, it } from 'vitest';
import { Typography } from './typography';

/** The markup one element renders to, with antd's style hash left out (it differs by nothing we set). */
function markup(el: ReactElement) {
  const { container, unmount } = render(el);
  const html = container.innerHTML.replace(/ css-[\w-]+/g, '');
  unmount();
  return html;
}

// each case as our screens write it, rendered by antd's Typography and by ours
const CASES: [string, (T: typeof Typography) => ReactElement][] = [
  ['Text', (T) => <T.Text>Giá</T.Text>],
  ['Text secondary', (T) => <T.Text type="secondary">Đã bán 3</T.Text>],
  [
    'Text danger strong',
    (T) => (
      <T.Text type="danger" strong>
        Hết hàng
      </T.Text>
    ),
  ],
  ['Text delete', (T) => <T.Text delete>1.250.000 ₫</T.Text>],
  ['Text code', (T) => <T.Text code>GHN123</T.Text>],
  [
    'Text with attributes',
    (T) => (
      <T.Text id="a" role="status" className="cg-x" style={{ fontSize: 12 }} data-testid="t">
        Số dư
      </T.Text>
    ),
  ],
  ['Text ellipsis', (T) => <T.Text ellipsis>Mô hình RX-78-2 Gundam bản Perfect Grade Unleashed</T.Text>],
  ['Paragraph', (T) => <T.Paragraph type="secondary">Chưa có đánh giá nào.</T.Paragraph>],
  ['Title', (T) => <T.Title>Cửa hàng</T.Title>],
  ['Title level 4', (T) => <T.Title level={4}>Ví của tôi</T.Title>],
  [
    'Link',
    (T) => (
      <T.Link href="/shops/a" target="_blank">
        Xem cửa hàng
      </T.Link>
    ),
  ],
];

describe('shared Typography', () => {
  for (const [name, el] of CASES) {
    it(`${name} renders what antd's Typography renders`, () => {
      const ours = markup(el(Typography));
      expect(ours).toBe(markup(el(AntdTypography as unknown as typeof Typography)));
      expect(ours).toContain('ant-typography');
    });
  }
});
