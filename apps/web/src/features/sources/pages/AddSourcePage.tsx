import type { SubjectListItem } from '@rasti/contract/subjects';
import { STATUS_LABELS, type Status } from '@rasti/contract/enums';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { ServerPicker } from '../../../components/ServerPicker';
import { parseRouteId } from '../../../lib/route-id';
import { showToast } from '../../../lib/ui/toast';
import { subjectKeys, subjectQueryOptions, subjectSuggestionsQueryOptions } from '../../subjects/api';
import SourceForm from '../components/SourceForm';
import { SOURCES_TEXT, SUBJECT_PICKER_TEXT } from '../messages';

type SubjectOption = Pick<SubjectListItem, 'id' | 'title' | 'status'>;

const subjectChoices = {
  queryFor: subjectSuggestionsQueryOptions,
  toChoice: ({ id, title, status }: SubjectListItem): SubjectOption => ({ id, title, status }),
  labelOf: (s: SubjectOption) => s.title,
  renderChoice: (s: SubjectOption) => <StatusBeside subject={s} />,
};
/** A suggested subject: its title, and its status at the far end. */
const StatusBeside = ({ subject: s }: { subject: SubjectOption }) => (
  <Box component="span" sx={{ display: 'flex', flex: 1, justifyContent: 'space-between', gap: 2 }}>
    <span>{s.title}</span>
    <Typography variant="caption" color="text.secondary" component="span">
      {STATUS_LABELS[s.status as Status] ?? ''}
    </Typography>
  </Box>
);

/** Where the page may be told which subject to start with: ?subject=ID or navigation state { subjectId }. */
function initialSubjectId(state: unknown, params: URLSearchParams): number | null {
  const fromState = (state as { subjectId?: unknown } | null)?.subjectId;
  if (typeof fromState === 'number' && Number.isInteger(fromState) && fromState > 0) return fromState;
  return parseRouteId(params.get('subject'));
}

/** /add-source (roles 2 and 3): pick a subject, then fill the source form; the subject page shows the result. */
export default function AddSourcePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [startId] = useState(() => initialSubjectId(location.state, params));
  const preset = useQuery({ ...subjectQueryOptions(startId ?? 0, 'staff'), enabled: startId !== null });

  // undefined until the picker is used: the subject the page was opened with shows until then
  const [picked, setPicked] = useState<SubjectOption | null | undefined>(undefined);
  const subject: SubjectOption | null = picked === undefined ? (preset.data ?? null) : picked;

  return (
    <Box>
      <PageHeading title={SOURCES_TEXT.pageTitle} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <ServerPicker
            value={subject}
            onChange={setPicked}
            choices={subjectChoices}
            texts={SUBJECT_PICKER_TEXT}
            required
          />
          {subject ? (
            <Link
              component={RouterLink}
              to={`/news-subject-page/${subject.id}`}
              sx={{ display: 'inline-block', mt: 1 }}
            >
              {SOURCES_TEXT.openSubject}
            </Link>
          ) : null}
        </Paper>

        {subject ? (
          <SourceForm
            key={subject.id}
            subjectId={subject.id}
            headingLevel="h2"
            onSaved={(_, message) => {
              showToast(message);
              void queryClient.invalidateQueries({ queryKey: subjectKeys.all });
              navigate(`/news-subject-page/${subject.id}`);
            }}
            // back where the admin came from; a page opened directly has nowhere to go back to
            onCancel={() => (location.key === 'default' ? navigate('/news-subjects') : navigate(-1))}
          />
        ) : (
          <Typography color="text.secondary">{SOURCES_TEXT.subjectRequired}</Typography>
        )}
      </Stack>
    </Box>
  );
}
