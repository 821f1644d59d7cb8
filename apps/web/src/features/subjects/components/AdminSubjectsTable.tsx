import type { SubjectListItem } from '@rasti/contract/subjects';
import { STATUS_COLORS, STATUS_LABELS, type Status } from '@rasti/contract/enums';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CardFooter, RowCards, useRowCards } from '../../../components/RowCards';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatJalaliDate } from '../../../lib/jalali';
import { SUBJECTS_TEXT } from '../messages';
import { ColorChip } from './ColorChip';

type AdminSubjectsTableProps = {
  subjects: readonly SubjectListItem[];
  onEdit: (subject: SubjectListItem) => void;
};

const statusLabel = (status: number) => STATUS_LABELS[status as Status] ?? String(status);

function PublishDate({ subject }: { subject: SubjectListItem }) {
  return subject.date_published ? (
    <time dateTime={subject.date_published}>{formatJalaliDate(subject.date_published)}</time>
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      {SUBJECTS_TEXT.notPublished}
    </Typography>
  );
}

function StatusChip({ subject }: { subject: SubjectListItem }) {
  return (
    <ColorChip
      size="small"
      label={statusLabel(subject.status)}
      background={STATUS_COLORS[subject.status as Status]}
    />
  );
}

function EvaluationChip({ subject }: { subject: SubjectListItem }) {
  return subject.reviews_title ? (
    <ColorChip size="small" label={subject.reviews_title} background={subject.reviews_color} />
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      {SUBJECTS_TEXT.noEvaluation}
    </Typography>
  );
}

function Actions({
  subject,
  onEdit,
}: {
  subject: SubjectListItem;
  onEdit: (subject: SubjectListItem) => void;
}) {
  return (
    <>
      <Tooltip title={SUBJECTS_TEXT.viewShort}>
        <IconButton
          component={RouterLink}
          to={`/news-subject-page/${subject.id}`}
          aria-label={SUBJECTS_TEXT.view(subject.title)}
          size="small"
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={SUBJECTS_TEXT.editShort}>
        <IconButton
          aria-label={SUBJECTS_TEXT.edit(subject.title)}
          size="small"
          color="primary"
          onClick={() => onEdit(subject)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}

/** On phones each subject is a small card: the five columns do not fit side by side. */
function SubjectRowsAsCards({ subjects, onEdit }: AdminSubjectsTableProps) {
  return (
    <RowCards
      rows={subjects}
      label={SUBJECTS_TEXT.tableCaption}
      empty={SUBJECTS_TEXT.empty}
      rowKey={(s) => s.id}
    >
      {(subject) => (
        <>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {subject.title}
          </Typography>
          {subject.category_title ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {subject.category_title}
            </Typography>
          ) : null}
          <CardFooter actions={<Actions subject={subject} onEdit={onEdit} />}>
            <Typography variant="body2" component="span">
              <PublishDate subject={subject} />
            </Typography>
            <StatusChip subject={subject} />
            <EvaluationChip subject={subject} />
          </CardFooter>
        </>
      )}
    </RowCards>
  );
}

/** The admin table: title, Jalali publish date, status and evaluation, with view and edit actions. */
export function AdminSubjectsTable({ subjects, onEdit }: AdminSubjectsTableProps) {
  const cards = useRowCards();
  if (cards) return <SubjectRowsAsCards subjects={subjects} onEdit={onEdit} />;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <Box component="caption" sx={visuallyHidden}>
          {SUBJECTS_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{SUBJECTS_TEXT.columnTitle}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{SUBJECTS_TEXT.columnDate}</TableCell>
            <TableCell>{SUBJECTS_TEXT.columnStatus}</TableCell>
            <TableCell>{SUBJECTS_TEXT.columnEvaluation}</TableCell>
            <TableCell align="center">{SUBJECTS_TEXT.columnActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subjects.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {SUBJECTS_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            subjects.map((subject) => (
              <TableRow key={subject.id} hover>
                <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {subject.title}
                  </Typography>
                  {subject.category_title ? (
                    <Typography variant="caption" color="text.secondary">
                      {subject.category_title}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <PublishDate subject={subject} />
                </TableCell>
                <TableCell>
                  <StatusChip subject={subject} />
                </TableCell>
                <TableCell>
                  <EvaluationChip subject={subject} />
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Actions subject={subject} onEdit={onEdit} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
