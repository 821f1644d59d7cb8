import '../../../test/with-fake-session';
import { BACKUP_MESSAGES } from '@rasti/contract/backup-messages';
import { TIPLINE_MESSAGES } from '@rasti/contract/tipline-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAsStaff } from '../../../test/staff-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import TiplineSettingsPage from './TiplineSettingsPage';

const URL = '/api/tipline/settings/';
const settings = {
  bots: [
    {
      messenger: 'telegram',
      connected: true,
      mode: 'polling',
      last_update_at: '2026-11-28T10:00:00Z',
      failures: 0,
    },
    { messenger: 'bale', connected: false, mode: 'polling', last_update_at: null, failures: 3 },
  ],
  digest_hour: 9,
};

const backups = on('GET', '/api/backups/latest/', {
  body: { every_hours: 6, latest: { at: '2026-11-28T10:00:00.000Z', bytes: 3_500_000 } },
});

signedInAsStaff(2);

describe('the tipline settings screen', { timeout: UI_TEST_TIMEOUT }, () => {
  it("shows each bot's state and saves the digest hour", async () => {
    const { calls } = mockFetch(
      on('GET', URL, { body: settings }),
      on('PATCH', URL, { body: { ...settings, digest_hour: 20 } }),
      backups,
    );
    const user = setupUser();
    renderWithProviders(<TiplineSettingsPage />, { route: '/tipline-settings', path: '/tipline-settings' });
    const bots = await screen.findByRole('list');
    const [telegram, bale] = within(bots).getAllByRole('listitem');
    expect(telegram).toHaveTextContent('تلگرام');
    expect(telegram).toHaveTextContent(TIPLINE_MESSAGES.botConnected);
    expect(telegram).not.toHaveTextContent(TIPLINE_MESSAGES.botNoUpdate);
    expect(bale).toHaveTextContent('بله');
    expect(bale).toHaveTextContent(TIPLINE_MESSAGES.botDisconnected);
    expect(bale).toHaveTextContent(TIPLINE_MESSAGES.botNoUpdate);
    expect(bale).toHaveTextContent(`${TIPLINE_MESSAGES.botFailures}: ۳`);

    await user.click(screen.getByRole('combobox', { name: TIPLINE_MESSAGES.digestHourLabel }));
    await user.click(await screen.findByRole('option', { name: '۲۰:۰۰' }));
    await user.click(screen.getByRole('button', { name: TIPLINE_MESSAGES.digestHourSave }));
    expect(await screen.findByText(TIPLINE_MESSAGES.digestHourSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ digest_hour: 20 });
  });

  it('holds the scheduled backups as a section of its own, shown when the tipline settings fail to load', async () => {
    mockFetch(on('GET', URL, { status: 500, body: { detail: 'خطا' } }), backups);
    renderWithProviders(<TiplineSettingsPage />, { route: '/tipline-settings', path: '/tipline-settings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: TIPLINE_MESSAGES.settingsTitle }),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: BACKUP_MESSAGES.heading });
    expect(section).toHaveTextContent(`${BACKUP_MESSAGES.every} ۶ ${BACKUP_MESSAGES.hours}`);
    expect(section).toHaveTextContent(/آخرین پشتیبان: ۱۴۰۵\/۰۹\/۰۷ .* — ۳٫۳ مگابایت/);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('says when no bot runs', async () => {
    mockFetch(on('GET', URL, { body: { bots: [], digest_hour: 9 } }), backups);
    renderWithProviders(<TiplineSettingsPage />, { route: '/tipline-settings', path: '/tipline-settings' });
    expect(await screen.findByText(TIPLINE_MESSAGES.botsNone)).toBeInTheDocument();
  });
});
