import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlusOutlined } from '@ant-design/icons';
import { LoadError } from './load-error';
import { PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('is a real button that calls its handler, in antd’s look and theme variables', () => {
    const onClick = vi.fn();
    render(
      <PlainButton type="primary" icon={<PlusOutlined />} onClick={onClick}>
        Thêm mô hình
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: /Thêm mô hình/ });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('cg-btn--primary');
    expect(button.className).toMatch(/css-var-/);
    expect(button.querySelector('.anticon-plus')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading it shows the spinner, says it is busy and ignores clicks', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <PlainButton size="small" loading onClick={onClick}>
        Thử lại
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Thử lại' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toContain('cg-btn--sm');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <PlainButton size="small" onClick={onClick}>
        Thử lại
      </PlainButton>,
    );
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('.anticon-loading')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('with an icon and no text it is square, as antd’s icon-only button', () => {
    const { rerender } = render(<PlainButton type="text" icon={<PlusOutlined />} aria-label="Mở menu" />);
    const button = screen.getByRole('button', { name: 'Mở menu' });
    expect(button.className).toContain('cg-btn--icon-only');
    rerender(
      <PlainButton type="text" icon={<PlusOutlined />} aria-label="Mở menu">
        Đăng xuất
      </PlainButton>,
    );
    expect(button.className).not.toContain('cg-btn--icon-only');
  });

  it('a disabled button cannot be pressed', () => {
    const onClick = vi.fn();
    render(
      <PlainButton disabled onClick={onClick}>
        Lưu
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('LoadError', () => {
  it('shows the message and a "Thử lại" that retries, busy while retrying', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadError message="Không tải được số liệu của shop" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Không tải được số liệu của shop');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<LoadError message="Không tải được số liệu của shop" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Thử lại' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
