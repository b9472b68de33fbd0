import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KitCard, KitGrid, type KitCardData } from './kit-card';

const kit: KitCardData = {
  slug: 'mg-1-100-rx-78-2-ver-3-0-abc123',
  name: 'MG 1/100 RX-78-2 Gundam Ver.3.0',
  grade_code: 'MG',
  scale: '1/100',
  condition: 'open_box',
  price: 1_250_000,
  primary_image: { thumb: '/t.webp', card: '/c.webp', full: '/f.webp' },
  shop: { id: 's', slug: 'gundam-nha-binh', name: 'Gundam Nhà Bình' },
};

const renderCard = (k: KitCardData) =>
  render(
    <MemoryRouter>
      <KitCard kit={k} />
    </MemoryRouter>,
  );

describe('a kit card', () => {
  it('shows the price the Vietnamese way: dots between thousands and the ₫ sign', () => {
    renderCard(kit);
    expect(screen.getByText('1.250.000 ₫')).toBeTruthy();
  });

  it('shows the name, grade, scale, condition label and shop, and links to the product page', () => {
    renderCard(kit);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/product/mg-1-100-rx-78-2-ver-3-0-abc123');
    expect(screen.getByRole('heading', { name: kit.name })).toBeTruthy();
    expect(screen.getByText('MG')).toBeTruthy();
    expect(screen.getByText('1/100')).toBeTruthy();
    expect(screen.getByText('Đã mở hộp')).toBeTruthy();
    expect(screen.getByText('Gundam Nhà Bình')).toBeTruthy();
  });

  it('reserves the image’s square and loads it lazily', () => {
    renderCard(kit);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/c.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('480');
  });

  it('in a page’s first grid, fetches the first screen’s photos at once, the first with high priority, and the rest lazily', () => {
    const kits = Array.from({ length: 6 }, (_, i) => ({ ...kit, slug: `kit-${i}`, name: `Kit ${i}` }));
    render(
      <MemoryRouter>
        <KitGrid kits={kits} firstScreen />
      </MemoryRouter>,
    );
    const imgs = screen.getAllByRole('img');
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low', 'low', null, null]);
  });

  it('says so when a kit has no photo or no price', () => {
    renderCard({ ...kit, primary_image: null, price: null, scale: 'non_scale' });
    expect(screen.getByText('Chưa có ảnh')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('Không tỉ lệ')).toBeTruthy();
  });
});
