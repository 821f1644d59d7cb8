import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestoreIcon from '@mui/icons-material/Restore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RestoreResult, RevisionEntry } from '@rasti/contract/corrections';
import { HISTORY_FIELD_LABELS } from '@rasti/contract/corrections-messages';
import { STATUS_LABELS, type Status } from '@rasti/contract/enums';
import { toPersianDigits } from '@rasti/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { PagedList } from '../../../components/PagedList';
import { errorDetail } from '../../../lib/api/errors';
import { formatJalaliDate } from '../../../lib/jalali';
import { HISTORY_PAGE_SIZE, type HistoryKind, historyQueryOptions } from '../api/history-list';
import { useRestoreRevision } from '../api/restore-revision';
import { HISTORY_TEXT as T } from '../messages';

export interface HistoryPanelProps {
  kind: HistoryKind;
  id: number;
  /** the item's values now, under the history's field names (images and files as their addresses) */
  current: Record<string, unknown>;
  /** a readable name for an id field's value (a category's title), or null to show the number */
  describe?: (field: string, value: unknown) => string | null;
  /** a version was restored: the screen reloads the item */
  onRestored?: () => void;
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY/MM/DD HH:mm' in Jalali with Persian digits, Iran's time. */
export const jalaliDateTime = (iso: string) =>
  `${formatJalaliDate(iso)} ${toPersianDigits(timeOfDay.format(new Date(iso)))}`;

export const fieldLabel = (field: string) => HISTORY_FIELD_LABELS[field] ?? field;

const fileName = (value: string) => value.split('/').pop() ?? value;
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A field's value as the panel shows it: labels for statuses and ids, Jalali dates, text for HTML. */
export function showValue(field: string, value: unknown, describe?: HistoryPanelProps['describe']): string {
  if (value === null || value === undefined || value === '') return T.empty_value;
  switch (field) {
    case 'status':
      return STATUS_LABELS[value as Status] ?? toPersianDigits(String(value));
    case 'content':
      return clip(plainText(String(value))) || T.empty_value;
    case 'date_published':
      return formatJalaliDate(String(value));
    case 'main_images':
    case 'file':
      return fileName(String(value));
    case 'news_items': {
      const items = Array.isArray(value) ? (value as { title?: unknown }[]) : [];
      if (items.length === 0) return T.empty_value;
      const titles = items.map((item) => String(item.title ?? '')).join('، ');
      return `${T.itemsCount(toPersianDigits(String(items.length)))}: ${clip(titles, 200)}`;
    }
    case 'category':
    case 'reviews':
    case 'subject':
      return describe?.(field, value) ?? toPersianDigits(String(value));
    default:
      return typeof value === 'number' ? toPersianDigits(String(value)) : clip(String(value), 600);
  }
}

function Version({
  entry,
  current,
  describe,
  onRestore,
}: {
  entry: RevisionEntry;
  current: Record<string, unknown>;
  describe?: HistoryPanelProps['describe'];
  onRestore: (entry: RevisionEntry) => void;
}) {
  const headingId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, m: 0 }}>
          <time dateTime={entry.at}>{jalaliDateTime(entry.at)}</time>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {T.by} {entry.by?.name || T.unknownUser}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flexBasis: { xs: '100%', sm: 'auto' } }}>
          {entry.fields.map((field) => (
            <Chip key={field} size="small" variant="outlined" label={fieldLabel(field)} />
          ))}
        </Box>
      </Box>
      <Box
        role="table"
        aria-labelledby={headingId}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) minmax(0, 1fr)',
            md: '9rem minmax(0, 1fr) minmax(0, 1fr)',
          },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '& > [role=row]': { display: 'contents' },
          '& [role=cell], & [role=columnheader], & [role=rowheader]': {
            p: 1,
            borderTop: 1,
            borderColor: 'divider',
            overflowWrap: 'anywhere',
            fontSize: '0.9rem',
            lineHeight: 1.8,
          },
        }}
      >
        <Box role="row">
          <Box
            role="columnheader"
            sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 700, bgcolor: 'grey.100' }}
          >
            {T.field}
          </Box>
          <Box role="columnheader" sx={{ fontWeight: 700, bgcolor: 'grey.100' }}>
            {T.before}
          </Box>
          <Box role="columnheader" sx={{ fontWeight: 700, bgcolor: 'grey.100' }}>
            {T.current}
          </Box>
        </Box>
        {entry.fields.map((field) => (
          <Box role="row" key={field}>
            <Box
              role="rowheader"
              sx={{ fontWeight: 700, gridColumn: { xs: '1 / -1', md: 'auto' }, bgcolor: 'grey.50' }}
            >
              {fieldLabel(field)}
            </Box>
            <Box role="cell" sx={{ bgcolor: '#fff4f4' }}>
              {showValue(field, entry.old_values[field], describe)}
            </Box>
            <Box role="cell" sx={{ bgcolor: '#f3fbf4' }}>
              {showValue(field, current[field], describe)}
            </Box>
          </Box>
        ))}
      </Box>
      <Box>
        <Button size="small" variant="outlined" startIcon={<RestoreIcon />} onClick={() => onRestore(entry)}>
          {T.restore}
        </Button>
      </Box>
    </Box>
  );
}

function RestoreOutcome({ result }: { result: RestoreResult }) {
  return (
    <Alert severity={result.skipped.length > 0 ? 'warning' : 'success'} role="status">
      {result.restored.length > 0 ? T.restored : T.nothingRestored}
      {result.skipped.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: '20px' }}>
          {result.skipped.map((s) => (
            <li key={s.field}>
              {T.skipped}: {fieldLabel(s.field)}؛ {s.reason}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

function Versions({ kind, id, current, describe, onRestored }: HistoryPanelProps) {
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<RevisionEntry | null>(null);
  const [outcome, setOutcome] = useState<RestoreResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery(historyQueryOptions(kind, id, page));
  const restore = useRestoreRevision({
    onSuccess: (result) => {
      setAsking(null);
      setFailure(null);
      setOutcome(result);
      setPage(1);
    },
    onRefreshed: () => onRestored?.(),
    onError: (error) => {
      setAsking(null);
      setOutcome(null);
      setFailure(errorDetail(error, T.restoreFailed));
    },
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {T.intro}
      </Typography>
      {outcome ? <RestoreOutcome result={outcome} /> : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <PagedList
        query={list}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        onPage={setPage}
        pageLabel={T.pageLabel}
        label={T.listLabel}
        ordered
        loadFailed={T.loadFailed}
        empty={T.empty}
        emptyPlain
      >
        {(entry) => (
          <Version key={entry.id} entry={entry} current={current} describe={describe} onRestore={setAsking} />
        )}
      </PagedList>
      <ConfirmDialog
        text={asking ? T.confirmText(asking.fields.map(fieldLabel).join('، ')) : null}
        title={T.confirmTitle}
        confirmLabel={T.confirm}
        cancelLabel={T.cancel}
        pending={restore.isPending}
        onConfirm={() => asking && restore.mutate({ kind, id, revisionId: asking.id })}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

/**
 * The edit screens' 'تاریخچه' section: closed at first, its versions loaded when opened; each version shows
 * its date, who made the edit and the changed fields, old value beside the current one, and can be restored.
 */
export default function HistoryPanel(props: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  return (
    <Accordion
      expanded={open}
      onChange={(_, next) => setOpen(next)}
      variant="outlined"
      disableGutters
      // MUI wraps the summary in an h3 by default: the panel's heading is an h2 under the page's h1
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      sx={{ mt: 3, borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Typography component="span" variant="h6">
          {T.heading}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{open ? <Versions {...props} /> : null}</AccordionDetails>
    </Accordion>
  );
}
