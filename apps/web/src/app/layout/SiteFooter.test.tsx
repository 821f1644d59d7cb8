import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('links the methodology, about, corrections, the archive, the RSS feed and the offline edition', () => {
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'پیوندهای پایانی' });
    expect(nav.closest('footer')).not.toBeNull();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['روش‌شناسی', '/methodology'],
      ['درباره‌ی ما', '/about'],
      ['اصلاحیه‌ها', '/corrections'],
      ['بایگانی', '/archive'],
      ['خوراک RSS', '/rss.xml'],
      ['نسخه‌ی آفلاین (یک پرونده)', '/offline/rasti-latest.html'],
    ]);
  });
});
