import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme';
import SubjectDetailMockPage from './SubjectDetailMockPage';

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });
const renderPage = () =>
  render(
    <ThemeProvider theme={theme}>
      <SubjectDetailMockPage />
    </ThemeProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('SubjectDetailMockPage (spec section 2, development only)', () => {
  it('makes no calls and shows its sample subject', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'نمونه صفحه جزئیات موضوع' })).toBeInTheDocument();
    expect(screen.getByText('ادعای کمبود دارو در داروخانه‌های تهران')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens and closes the collapsible text', async () => {
    const u = user();
    renderPage();
    const toggle = screen.getByRole('button', { name: 'نمایش بیشتر' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(screen.getByRole('button', { name: 'نمایش کمتر' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads 3 more question cards per click until all are shown', async () => {
    const u = user();
    renderPage();
    const cards = () => within(screen.getByText('پرسش‌های کاربران').parentElement!).getAllByRole('listitem');
    expect(cards()).toHaveLength(3);
    await u.click(screen.getByRole('button', { name: 'نمایش ۳ پرسش دیگر' }));
    expect(cards()).toHaveLength(6);
    await u.click(screen.getByRole('button', { name: 'نمایش ۱ پرسش دیگر' }));
    expect(cards()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /پرسش دیگر/ })).toBeNull();
  });

  it('picks a status among published, draft and disqualified', async () => {
    const u = user();
    renderPage();
    const group = screen.getByRole('radiogroup', { name: 'وضعیت' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['published', 'draft', 'disqualified']);
    await u.click(within(group).getByRole('radio', { name: 'رد صلاحیت' }));
    expect(within(group).getByRole('radio', { name: 'رد صلاحیت' })).toBeChecked();
  });

  it('asks for every field in the add-source area, then lists the new source', async () => {
    const u = user();
    renderPage();
    await u.click(screen.getByRole('button', { name: 'ثبت منبع' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'لطفاً تمام فیلدهای عنوان و خبرگزاری و چکیده را پر کنید',
    );
    await u.click(screen.getByRole('combobox', { name: 'خبرگزاری' }));
    await u.click(within(screen.getByRole('listbox')).getByText('روزنامه نمونه دو'));
    await u.type(screen.getByRole('textbox', { name: 'عنوان' }), 'منبع تازه');
    await u.type(screen.getByRole('textbox', { name: 'چکیده' }), 'خلاصه منبع');
    await u.click(screen.getByRole('button', { name: 'ثبت منبع' }));
    expect(screen.getByText('منبع تازه')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
