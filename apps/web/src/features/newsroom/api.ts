import type {
  AssignmentState,
  MyWorkItem,
  Notice,
  TakeableItem,
  WorkStaffMember,
} from '@rasti/contract/newsroom';
import type { TakeableKind, WorkKind } from '@rasti/contract/newsroom-messages';
import type { QuestionQueueCounts } from '@rasti/contract/questions';
import type { StaffReviewDetail } from '@rasti/contract/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../lib/api/client';

// The newsroom's work (ADR 33): who is on an item, 'my work', the notices, the inbox's queue counts and
// the approval of a waiting review.

/** Where each kind's assignment lives in the API (a question's id stands for its group). */
const ITEM_PATH: Record<WorkKind, string> = { g: 'asked', s: 'news-subject', r: 'review-subject' };

export const newsroomKeys = {
  all: ['newsroom'] as const,
  staff: ['newsroom', 'staff'] as const,
  myWork: (page: number) => ['newsroom', 'my-work', page] as const,
  takeable: (kind: TakeableKind) => ['newsroom', 'takeable', kind] as const,
  notices: (page: number) => ['newsroom', 'notices', page] as const,
  unread: ['newsroom', 'unread'] as const,
  queues: ['newsroom', 'queues'] as const,
};

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: newsroomKeys.staff,
    queryFn: ({ signal }) => api<WorkStaffMember[]>('/news/staff/', { signal }),
    staleTime: 60_000,
  });

export const assignWork = (kind: WorkKind, id: number, body: { assignee?: number | ''; due?: string }) =>
  api<AssignmentState>(`/news/${ITEM_PATH[kind]}/${id}/assignment/`, { method: 'PATCH', body });

export const MY_WORK_PAGE_SIZE = 20;
export const myWorkQueryOptions = (page: number) =>
  queryOptions({
    queryKey: newsroomKeys.myWork(page),
    queryFn: ({ signal }) =>
      apiPage<MyWorkItem>('/news/my-work/', { query: { page, page_size: MY_WORK_PAGE_SIZE }, signal }),
  });

/** How many of each kind 'my work' offers a board member or an editor to take (the first, most wanted). */
export const TAKEABLE_PAGE_SIZE = 10;
export const takeableQueryOptions = (kind: TakeableKind) =>
  queryOptions({
    queryKey: newsroomKeys.takeable(kind),
    queryFn: ({ signal }) =>
      apiPage<TakeableItem>('/news/my-work/takeable/', {
        query: { kind, page: 1, page_size: TAKEABLE_PAGE_SIZE },
        signal,
      }),
  });

export const noticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: newsroomKeys.notices(page),
    queryFn: ({ signal }) => apiPage<Notice>('/news/notices/', { query: { page, page_size: 20 }, signal }),
  });

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: newsroomKeys.unread,
    queryFn: ({ signal }) => api<{ unread: number }>('/news/notices/count/', { signal }),
    // a new assignment shows within a minute without a reload
    refetchInterval: 60_000,
  });

export const readAllNotices = () =>
  api<{ unread: number }>('/news/notices/read/', { method: 'POST', body: {} });

export const queueCountsQueryOptions = () =>
  queryOptions({
    queryKey: newsroomKeys.queues,
    queryFn: ({ signal }) => api<QuestionQueueCounts>('/news/asked/queues/', { signal }),
  });

export const approveReview = (id: number) =>
  api<StaffReviewDetail>(`/news/review-subject/${id}/approve/`, { method: 'POST' });

export const sendBackReview = (id: number, note: string) =>
  api<StaffReviewDetail>(`/news/review-subject/${id}/send-back/`, { method: 'POST', body: { note } });

/** A due day (YYYY-MM-DD, Tehran's calendar) as the date picker's Unix seconds (noon that day). */
export const dueToUnix = (due: string | null): number | null =>
  due ? Math.floor(Date.parse(`${due}T12:00:00+03:30`) / 1000) : null;

const tehranDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The picker's Unix seconds as the Tehran day the API takes. */
export const unixToDue = (seconds: number | null): string =>
  seconds === null ? '' : tehranDay.format(new Date(seconds * 1000));
