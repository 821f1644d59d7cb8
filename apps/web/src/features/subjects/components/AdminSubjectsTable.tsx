import type { SubjectListItem } from '@rasti/contract/subjects';
import { STATUS_COLORS, STATUS_LABELS, type Status } from '@rasti/contract/enums';
import Typography from '@mui/material/Typography';
import { AdminTable, RowEditAction, RowViewAction } from '../../../components/admin';
import { CardFooter } from '../../../components/RowCards';
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
      <RowViewAction
        hint={SUBJECTS_TEXT.viewShort}
        label={SUBJECTS_TEXT.view(subject.title)}
        to={`/news-subject-page/${subject.id}`}
      />
      <RowEditAction
        text={SUBJECTS_TEXT}
        name={subject.title}
        onClick={() => onEdit(subject)}
        color="primary"
      />
    </>
  );
}

/**
 * The admin table: title, Jalali publish date, status and evaluation, with view and edit actions. On
 * phones each subject is a small card: the five columns do not fit side by side.
 */
export function AdminSubjectsTable({ subjects, onEdit }: AdminSubjectsTableProps) {
  return (
    <AdminTable
      rows={subjects}
      text={SUBJECTS_TEXT}
      minWidth={640}
      variant="outlined"
      actionSize="small"
      columns={[
        {
          header: SUBJECTS_TEXT.columnTitle,
          rowHeader: true,
          sx: { maxWidth: 360 },
          cell: (subject) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {subject.title}
              </Typography>
              {subject.category_title ? (
                <Typography variant="caption" color="text.secondary">
                  {subject.category_title}
                </Typography>
              ) : null}
            </>
          ),
        },
        {
          header: SUBJECTS_TEXT.columnDate,
          headerSx: { whiteSpace: 'nowrap' },
          sx: { whiteSpace: 'nowrap' },
          cell: (subject) => <PublishDate subject={subject} />,
        },
        { header: SUBJECTS_TEXT.columnStatus, cell: (subject) => <StatusChip subject={subject} /> },
        { header: SUBJECTS_TEXT.columnEvaluation, cell: (subject) => <EvaluationChip subject={subject} /> },
      ]}
      actions={{
        header: SUBJECTS_TEXT.columnActions,
        cell: (subject) => <Actions subject={subject} onEdit={onEdit} />,
      }}
      card={(subject) => (
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
    />
  );
}
