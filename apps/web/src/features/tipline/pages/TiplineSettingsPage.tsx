import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TiplineBotState } from '@rasti/contract/tipline';
import { TIPLINE_MESSAGES } from '@rasti/contract/tipline-messages';
import { toPersianDigits } from '@rasti/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { RetryButton } from '../../../components/RetryButton';
import { errorDetail } from '../../../lib/api/errors';
import { formatClock, formatJalaliDate } from '../../../lib/jalali';
import { BackupStatus } from '../../backups';
import { tiplineSettingsQuery, useSaveDigestHour } from '../api/settings';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * /tipline-settings, the super admin's 'تنظیمات': the site's settings in sections. The tipline: each
 * messenger bot's state and the hour of the daily digest; the scheduled backups: on or off, and the newest
 * one's time and size (ADR 31). Each section loads on its own, so one failing leaves the other.
 */
export default function TiplineSettingsPage() {
  const settings = useQuery(tiplineSettingsQuery());
  return (
    <Box sx={{ p: { xs: 0, sm: 1 }, maxWidth: 900, display: 'grid', gap: 3 }}>
      <PageHeading title={TIPLINE_MESSAGES.settingsTitle} />
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <Alert severity="error" action={<RetryButton query={settings} />}>
          {errorDetail(settings.error, TIPLINE_MESSAGES.settingsLoadFailed)}
        </Alert>
      ) : (
        <>
          <Paper component="section" aria-labelledby="bots-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="bots-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {TIPLINE_MESSAGES.botsTitle}
            </Typography>
            {settings.data.bots.length === 0 ? (
              <Typography color="text.secondary">{TIPLINE_MESSAGES.botsNone}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {settings.data.bots.map((bot) => (
                  <BotRow key={bot.messenger} bot={bot} />
                ))}
              </Box>
            )}
          </Paper>
          <DigestHourForm hour={settings.data.digest_hour} />
        </>
      )}
      <BackupStatus />
    </Box>
  );
}

function BotRow({ bot }: { bot: TiplineBotState }) {
  const last = bot.last_update_at ? new Date(bot.last_update_at) : null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        pb: 1.5,
      }}
    >
      <Typography sx={{ fontWeight: 700, minWidth: 64 }}>
        {TIPLINE_MESSAGES.messengerNames[bot.messenger]}
      </Typography>
      <Chip
        size="small"
        color={bot.connected ? 'success' : 'error'}
        label={bot.connected ? TIPLINE_MESSAGES.botConnected : TIPLINE_MESSAGES.botDisconnected}
      />
      <Typography variant="body2" color="text.secondary">
        {TIPLINE_MESSAGES.botLastUpdate}:{' '}
        {last ? `${formatJalaliDate(last)} ${formatClock(last)}` : TIPLINE_MESSAGES.botNoUpdate}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TIPLINE_MESSAGES.botFailures}: {toPersianDigits(bot.failures)}
      </Typography>
    </Box>
  );
}

function DigestHourForm({ hour }: { hour: number }) {
  const [value, setValue] = useState(hour);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveDigestHour({
    onSuccess: () => setNotice({ ok: true, text: TIPLINE_MESSAGES.digestHourSaved }),
    onError: (error) =>
      setNotice({ ok: false, text: errorDetail(error, TIPLINE_MESSAGES.digestHourInvalid) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    save.mutate(value);
  };
  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <form onSubmit={submit} noValidate>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            label={TIPLINE_MESSAGES.digestHourLabel}
            value={value}
            onChange={(e) => setValue(Number(e.target.value))}
            sx={{ minWidth: 240 }}
          >
            {HOURS.map((h) => (
              <MenuItem key={h} value={h}>
                {toPersianDigits(`${String(h).padStart(2, '0')}:00`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {TIPLINE_MESSAGES.digestHourSave}
          </Button>
        </Box>
      </form>
      {notice ? (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mt: 1.5 }}>
          {notice.text}
        </Alert>
      ) : null}
    </Paper>
  );
}
