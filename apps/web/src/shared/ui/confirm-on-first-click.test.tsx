import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/support';
import { ConfirmOnFirstClick } from './confirm-on-first-click';

function renderDelete(onConfirm: () => void) {
  render(
    <TestProviders>
      <ConfirmOnFirstClick
        title="Xóa sản phẩm khỏi giỏ hàng?"
        description="RG Gundam Aerial"
        okText="Xóa"
        onConfirm={onConfirm}
        trigger={<button type="button">Xóa dòng</button>}
      />
    </TestProviders>,
  );
}

describe('ConfirmOnFirstClick', () => {
  it('asks on the first click (its code loaded then) and acts only on the red button', async () => {
    const onConfirm = vi.fn();
    renderDelete(onConfirm);
    expect(screen.queryByText('Xóa sản phẩm khỏi giỏ hàng?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa dòng' }));
    const popup = (await screen.findByText('Xóa sản phẩm khỏi giỏ hàng?')).closest('.ant-popover') as HTMLElement;
    expect(within(popup).getByText('RG Gundam Aerial')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(popup).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('does nothing when the member cancels', async () => {
    const onConfirm = vi.fn();
    renderDelete(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa dòng' }));
    const popup = (await screen.findByText('Xóa sản phẩm khỏi giỏ hàng?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Hủy' }));
    // antd keeps a closed popover in the page, hidden
    await waitFor(() => expect(popup.classList.contains('ant-popover-hidden')).toBe(true));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
