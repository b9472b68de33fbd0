import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageOutlined } from '@ant-design/icons';
import { CheckableChip, Chip, Label } from './tag';

describe('Chip and CheckableChip', () => {
  it('a chip is removed with its ×, by a click or by Enter', () => {
    const onClose = vi.fn();
    render(<Chip onClose={onClose}>Phân khúc: HG</Chip>);
    const close = screen.getByRole('button', { name: 'Đóng' });
    fireEvent.click(close);
    fireEvent.keyDown(close, { key: 'Enter' });
    fireEvent.keyDown(close, { key: 'a' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a chip’s × can carry its own text and name', () => {
    render(
      <Chip onClose={vi.fn()} closeIcon="×" closeLabel="Bỏ lọc theo shop">
        Gundam Nhà Bình
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Bỏ lọc theo shop' }).textContent).toBe('×');
  });

  it('a checkable chip says whether it is on, and turns over on a click or Space', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckableChip checked={false} onChange={onChange}>
        Dưới 500.000 ₫
      </CheckableChip>,
    );
    const chip = screen.getByRole('checkbox', { name: 'Dưới 500.000 ₫' });
    expect(chip.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(chip);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(
      <CheckableChip checked onChange={onChange}>
        Dưới 500.000 ₫
      </CheckableChip>,
    );
    expect(chip.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(chip, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('a label takes a preset colour, and sets its text apart from an icon', () => {
    const { container, rerender } = render(<Label color="gold">Đã lắp ráp</Label>);
    const label = container.firstElementChild!;
    expect(label.classList).toContain('cg-tag--gold');
    expect(label.textContent).toBe('Đã lắp ráp');
    rerender(<Label icon={<MessageOutlined />}>2 đề nghị</Label>);
    expect(label.classList).not.toContain('cg-tag--gold');
    // antd's Tag wraps the text in a span after an icon: the CSS spaces them by that span
    expect(label.querySelector('.anticon + span')?.textContent).toBe('2 đề nghị');
  });

  it('a label takes antd’s processing colour (its info colours), as an offer waiting for an answer shows', () => {
    const { container } = render(<Label color="processing">Chờ người đăng phản hồi</Label>);
    expect(container.firstElementChild!.classList).toContain('cg-tag--processing');
  });
});
