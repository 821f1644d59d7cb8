import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('asks for its source lazily, and for the default picture at once unless told otherwise', () => {
    render(
      <>
        <AppImage src="/media/a.webp" alt="با تصویر" />
        <AppImage src={null} alt="بی تصویر" />
        <AppImage src={null} alt="بی تصویر، تنبل" loading="lazy" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'بی تصویر، تنبل' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'با تصویر' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'بی تصویر' })).toHaveAttribute('loading', 'eager');
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<AppImage src="/a.png" alt="x" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<AppImage src="/b.png" alt="x" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});

describe('AppImage rendered on the server', () => {
  /** Makes every <img> in the document report a finished load: broken (width 0) or not. */
  function imagesEnded(naturalWidth: number, currentSrc = (img: HTMLImageElement) => img.src) {
    const proto = HTMLImageElement.prototype;
    const saved = ['complete', 'naturalWidth', 'currentSrc'].map(
      (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
    );
    Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => naturalWidth });
    Object.defineProperty(proto, 'currentSrc', {
      configurable: true,
      get(this: HTMLImageElement) {
        return currentSrc(this);
      },
    });
    return () => {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[key];
      }
    };
  }

  async function hydrate(element: ReactElement) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    return container.querySelector('img')!;
  }

  it('swaps in the default logo when the image failed before the app hydrated', async () => {
    const restore = imagesEnded(0);
    try {
      const img = await hydrate(<AppImage src="/media/logos/missing.webp" alt="لوگو" fallback="logo" />);
      expect(img).toHaveAttribute('src', '/images/default-logo.svg');
    } finally {
      restore();
    }
  });

  it('keeps an image that loaded, and a lazy one not yet asked for', async () => {
    let restore = imagesEnded(120);
    try {
      const img = await hydrate(<AppImage src="/media/subjects/ok.webp" alt="تصویر" />);
      expect(img).toHaveAttribute('src', '/media/subjects/ok.webp');
    } finally {
      restore();
    }
    restore = imagesEnded(0, () => '');
    try {
      const img = await hydrate(<AppImage src="/media/subjects/later.webp" alt="تصویر" />);
      expect(img).toHaveAttribute('src', '/media/subjects/later.webp');
    } finally {
      restore();
    }
  });
});
