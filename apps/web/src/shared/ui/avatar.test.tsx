import type { ReactElement } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar as AntdAvatar } from 'antd';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

/** The markup one element renders to, with antd's style hash left out (it differs by nothing we set). */
function markup(el: ReactElement) {
  const { container, unmount } = render(el);
  const html = container.innerHTML.replace(/ css-[\w-]+/g, '');
  unmount();
  return html;
}

type AnyAvatar = typeof Avatar | typeof AntdAvatar;
// each case as our screens write it, rendered by antd's Avatar and by ours
const CASES: [string, (A: AnyAvatar) => ReactElement][] = [
  ['a member with a picture', (A) => <A size={32} src="/uploads/a.webp" alt="" style={{ flex: 'none' }} />],
  ['a member without one', (A) => <A size={32} icon={<UserOutlined />} alt="" style={{ flex: 'none' }} />],
  ['a shop header', (A) => <A size={80} src="/uploads/s.webp" alt="" className="cg-shop-header__avatar" />],
  ['a shop without a picture', (A) => <A size={48} icon={<ShopOutlined />} alt="" />],
  ['small, in a list', (A) => <A size="small" src="/uploads/b.webp" icon={<UserOutlined />} />],
  ['small without a picture', (A) => <A size="small" icon={<UserOutlined />} />],
  ['large, square', (A) => <A size="large" shape="square" icon={<UserOutlined />} />],
  ['with attributes', (A) => <A size={44} icon={<ShopOutlined />} data-testid="avatar" aria-label="Shop" />],
];

describe('Avatar (shared/ui) renders what antd’s Avatar renders', () => {
  for (const [name, make] of CASES) {
    it(name, () => {
      const ours = markup(make(Avatar));
      expect(ours).toContain('ant-avatar');
      expect(ours).toBe(markup(make(AntdAvatar)));
    });
  }

  it('shows the icon when the picture fails to load, as antd does', () => {
    const { container } = render(<Avatar size={32} src="/uploads/missing.webp" icon={<UserOutlined />} alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.ant-avatar-icon .anticon-user')).toBeTruthy();
  });

  it('shows an initial when there is neither picture nor icon', () => {
    const { container } = render(<Avatar>T</Avatar>);
    expect(container.querySelector('.ant-avatar .ant-avatar-string')?.textContent).toBe('T');
  });
});
