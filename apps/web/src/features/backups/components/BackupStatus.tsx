import { BACKUP_MESSAGES } from '@rasti/contract/backup-messages';
import { toPersianDigits } from '@rasti/contract/persian';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatClock, formatJalaliDate } from '../../../lib/jalali';
import { latestBackupQuery } from '../api/latest-backup';

/** A size as a reader says it: kilobytes below a megabyte, megabytes with one decimal above. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024)
    return toPersianDigits(`${Math.max(1, Math.round(bytes / 1024))} ${BACKUP_MESSAGES.kilobytes}`);
  return toPersianDigits(
    `${(bytes / (1024 * 1024)).toFixed(1).replace('.', '٫')} ${BACKUP_MESSAGES.megabytes}`,
  );
}

/** The scheduled backups on the super admin's settings screen: on or off, and the newest one's time and size. */
export default function BackupStatus() {
  const { data, isError } = useQuery(latestBackupQuery());
  if (!data && !isError) return null;
  const lines = isError
    ? [BACKUP_MESSAGES.loadFailed]
    : data!.every_hours === 0
      ? [BACKUP_MESSAGES.off]
      : [
          toPersianDigits(
            `${BACKUP_MESSAGES.every} ${String(data!.every_hours).replace('.', '٫')} ${BACKUP_MESSAGES.hours}`,
          ),
          data!.latest
            ? `${BACKUP_MESSAGES.latest}: ${formatJalaliDate(data!.latest.at)} ${formatClock(new Date(data!.latest.at))} — ${sizeText(data!.latest.bytes)}`
            : BACKUP_MESSAGES.none,
        ];
  return (
    <Paper component="section" aria-labelledby="backup-status-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id="backup-status-heading"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        {BACKUP_MESSAGES.heading}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Paper>
  );
}
