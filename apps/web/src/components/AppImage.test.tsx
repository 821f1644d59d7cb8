import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppImage } from './AppImage';

describe('AppImage', () => {
  it('shows the source while it loads', () => {
    render(<AppImage src="/media/logos/a.webp" alt="لوگو" fallback="logo" />);
    expect(screen.getByRole('img', { name: 'لوگو' })).toHaveAttribute('src', '/media/logos/a.webp');
  });

  it('falls back to the default logo when the image fails', () => {
    render(<AppImage src="/media/logos/broken.webp" alt="لوگو" fallback="logo" />);
    const img = screen.getByRole('img', { name: 'لوگو' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default-logo.svg');
  });

  it('uses the no-image picture when there is no source', () => {
    render(<AppImage src={null} alt="تصویر خبر" />);
    expect(screen.getByRole('img', { name: 'تصویر خبر' })).toHaveAttribute('src', '/images/no-image.svg');
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<AppImage src="/a.png" alt="x" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<AppImage src="/b.png" alt="x" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
