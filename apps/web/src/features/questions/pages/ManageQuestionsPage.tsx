import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { QUESTION_GROUP_MESSAGES, QUESTION_MESSAGES } from '@rasti/contract/question-messages';
import { useQuery } from '@tanstack/react-query';
import { QUESTION_QUEUES, type QuestionQueue } from '@rasti/contract/newsroom-messages';
import { QUESTION_CHANNELS, type QuestionChannel } from '@rasti/contract/tipline-messages';
import { AdminListPage, useListPage } from '../../../components/admin';
import { QueueChips } from '../../newsroom';
import { errorDetail } from '../../../lib/api/errors';
import { INBOX_PAGE_SIZE, inboxQueryOptions, type SubjectFilter } from '../api/list-questions';
import QuestionsTable from '../components/QuestionsTable';
import { INBOX_TEXT } from '../messages';

const TOPIC_OPTIONS = [
  { value: 'false', label: INBOX_TEXT.withoutSubject },
  { value: 'true', label: INBOX_TEXT.withSubject },
];
const SORT_OPTIONS = [{ value: '-demand', label: QUESTION_GROUP_MESSAGES.sortDemand }];

const subjectFrom = (raw: string): SubjectFilter => (raw === 'true' || raw === 'false' ? raw : '');

/**
 * The user reports inbox of roles 2 and 3 at /ask-me (spec section 2): 10 a page from the server, a
 * search and the subject filter (all, without a subject, with a subject). Filters and page live in the address,
 * so coming back from a report lands on the same page.
 */
export default function ManageQuestionsPage() {
  // every change replaces the address: coming back from a report lands on the inbox at once
  const listPage = useListPage({
    filters: ['has_subject', 'ordering', 'group', 'queue', 'channel'],
    searchParam: 'search',
    history: 'replace',
  });
  const { page, search } = listPage;
  const hasSubject = subjectFrom(listPage.filters.has_subject);
  // the most asked first, and one group's questions
  const ordering = listPage.filters.ordering === '-demand' ? '-demand' : '';
  const rawGroup = Number(listPage.filters.group);
  const group = Number.isInteger(rawGroup) && rawGroup > 0 ? rawGroup : null;

  // the saved filters and channels (ADR 33)
  const queue = (QUESTION_QUEUES as readonly string[]).includes(listPage.filters.queue ?? '')
    ? (listPage.filters.queue as QuestionQueue)
    : '';
  const channel = (QUESTION_CHANNELS as readonly string[]).includes(listPage.filters.channel ?? '')
    ? (listPage.filters.channel as QuestionChannel)
    : '';

  const list = useQuery(inboxQueryOptions({ page, search, hasSubject, ordering, group, queue, channel }));

  return (
    <AdminListPage
      text={INBOX_TEXT}
      listPage={listPage}
      filterBar={{
        selects: [
          {
            name: 'has_subject',
            label: INBOX_TEXT.subjectFilter,
            allLabel: INBOX_TEXT.all,
            options: TOPIC_OPTIONS,
            minWidth: { sm: 200 },
          },
          {
            name: 'ordering',
            label: QUESTION_GROUP_MESSAGES.sortLabel,
            allLabel: QUESTION_GROUP_MESSAGES.sortNewest,
            options: SORT_OPTIONS,
            minWidth: { sm: 180 },
          },
        ],
      }}
      filters={
        <>
          <QueueChips
            queue={queue}
            channel={channel}
            onQueue={(next) => listPage.setFilter('queue', next)}
            onChannel={(next) => listPage.setFilter('channel', next)}
          />
          {group !== null ? (
            <Box sx={{ mb: 2 }}>
              <Chip
                color="primary"
                variant="outlined"
                label={QUESTION_GROUP_MESSAGES.groupFilter(group)}
                onDelete={() => listPage.setFilter('group', '')}
                deleteIcon={<CloseIcon aria-label={QUESTION_GROUP_MESSAGES.clearGroup} />}
              />
            </Box>
          ) : null}
        </>
      }
      list={list}
      errorText={errorDetail(list.error, QUESTION_MESSAGES.loadFailed)}
      pageSize={INBOX_PAGE_SIZE}
    >
      {list.data ? <QuestionsTable questions={list.data.items} /> : null}
    </AdminListPage>
  );
}
