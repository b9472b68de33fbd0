import { lazy, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OpenOnFirstClick } from './open-on-first-click';

/** A popup whose code arrives when the test says so, as a lazily loaded chunk would. */
function lazyPopup() {
  let arrive!: () => void;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() =>
    loaded.then(() => ({
      default: ({ children }: { children: ReactElement }) => (
        <span>
          {children}
          <span role="dialog">Thông báo mới</span>
        </span>
      ),
    })),
  );
  return { Popup: lazy(load), load, arrive: () => act(async () => arrive()) };
}

describe('OpenOnFirstClick', () => {
  it('shows the trigger alone, and loads and opens the popup on the first click, keeping the trigger’s own click', async () => {
    const { Popup, load, arrive } = lazyPopup();
    const own = vi.fn();
    render(
      <OpenOnFirstClick
        trigger={
          <button type="button" onClick={own}>
            Thông báo
          </button>
        }
        popup={(trigger) => <Popup>{trigger}</Popup>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Thông báo' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Thông báo' }));
    expect(own).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    // while the code downloads, the trigger stays on screen
    expect(screen.getByRole('button', { name: 'Thông báo' })).toBeTruthy();
    await arrive();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Thông báo' })).toHaveLength(1);
  });

  it('keeps the focus on the trigger when it was pressed from the keyboard', async () => {
    const { Popup, arrive } = lazyPopup();
    render(<OpenOnFirstClick trigger={<button type="button">Tài khoản</button>} popup={(trigger) => <Popup>{trigger}</Popup>} />);
    const button = screen.getByRole('button', { name: 'Tài khoản' });
    button.focus();
    fireEvent.click(button);
    await arrive();
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tài khoản' }));
  });
});
