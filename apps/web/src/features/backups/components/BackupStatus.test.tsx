import '../../../test/with-fake-session';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, UI_TEST_TIMEOUT } from '../../../test/render';
import BackupStatus, { sizeText } from './BackupStatus';

afterEach(() => vi.restoreAllMocks());

describe('BackupStatus', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the schedule and the newest backup’s Jalali time and size in Persian digits', async () => {
    mockFetch(
      on('GET', '/api/backups/latest/', {
        body: { every_hours: 6, latest: { at: '2026-11-28T10:00:00.000Z', bytes: 3_500_000 } },
      }),
    );
    renderWithProviders(<BackupStatus />);
    expect(await screen.findByRole('heading', { name: 'پشتیبان‌گیری' })).toBeInTheDocument();
    expect(screen.getByText('زمان‌بندی: هر ۶ ساعت')).toBeInTheDocument();
    expect(screen.getByText(/^آخرین پشتیبان: ۱۴۰۵\/۰۹\/۰۷ .* — ۳٫۳ مگابایت$/)).toBeInTheDocument();
  });

  it('says when scheduled backups are off', async () => {
    mockFetch(on('GET', '/api/backups/latest/', { body: { every_hours: 0, latest: null } }));
    renderWithProviders(<BackupStatus />);
    expect(await screen.findByText(/خاموش است/)).toBeInTheDocument();
  });

  it('writes small sizes in kilobytes', () => {
    expect(sizeText(2048)).toBe('۲ کیلوبایت');
  });
});
