import type { SubjectListItem } from '@rasti/contract/subjects';
import { LIMITS } from '@rasti/contract/limits';
import type { AskQuestionResponse, Question, QuestionUpdateResponse } from '@rasti/contract/questions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

/** The inbox filter of spec section 2: all, without a topic, with a topic. */
export type TopicFilter = '' | 'false' | 'true';

export interface InboxFilters {
  page: number;
  search: string;
  hasSubject: TopicFilter;
  /** issue 16: '-demand' puts the most asked first */
  ordering?: '' | '-demand';
  /** issue 16: only this group's questions */
  group?: number | null;
}

export const INBOX_PAGE_SIZE = LIMITS.adminPageSize;

export const questionsKeys = {
  all: ['questions'] as const,
  inbox: (filters: InboxFilters) => ['questions', 'inbox', filters] as const,
  detail: (id: number) => ['questions', 'detail', id] as const,
};

export interface AskInput {
  title: string;
  summary: string;
  resource: string;
  /** the display name a guest may give */
  fullName?: string;
}

/** POST /public/public-user-question/ (multipart); a guest's answer carries `temporary_token`. */
export function askQuestion(input: AskInput): Promise<AskQuestionResponse> {
  const body = new FormData();
  body.append('title', input.title.trim());
  body.append('summary', input.summary.trim());
  body.append('resource', input.resource.trim());
  const fullName = input.fullName?.trim();
  if (fullName) body.append('full_name', fullName);
  return api<AskQuestionResponse>('/public/public-user-question/', { method: 'POST', body });
}

export const inboxQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: questionsKeys.inbox(filters),
    queryFn: ({ signal }) =>
      apiPage<Question>('/news/asked/', {
        query: {
          page: filters.page,
          page_size: INBOX_PAGE_SIZE,
          search: filters.search.trim(),
          has_subject: filters.hasSubject,
          ordering: filters.ordering ?? '',
          group: filters.group ?? '',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const questionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: questionsKeys.detail(id),
    queryFn: ({ signal }) => api<Question>(`/news/asked/${id}/`, { signal }),
  });

export interface QuestionSave {
  title: string;
  summary: string;
  /** a subject id links it, null unlinks */
  newsSubject: number | null;
  /** issue 16: the link (or unlink) also goes to every shown question of the group */
  applyToGroup?: boolean;
}

/** PATCH /news/asked/{id}/ multipart with all of section 7's fields: title, summary, news_subject. */
export function updateQuestion(id: number, save: QuestionSave): Promise<QuestionUpdateResponse> {
  const body = new FormData();
  body.append('title', save.title.trim());
  body.append('summary', save.summary.trim());
  body.append('news_subject', save.newsSubject === null ? '' : String(save.newsSubject));
  if (save.applyToGroup) body.append('apply_to_group', 'true');
  return api<QuestionUpdateResponse>(`/news/asked/${id}/`, { method: 'PATCH', body });
}

/** DELETE deactivates the report (is_shown=false). */
export const deactivateQuestion = (id: number) => api<Question>(`/news/asked/${id}/`, { method: 'DELETE' });

/** Blocks the asker, or activates them again. */
export const toggleAskerBlock = (id: number) =>
  api<Question>(`/news/asked/${id}/block-user/`, { method: 'POST' });

/** Subjects whose title or abstract contains the text, for linking one to a report. */
export const subjectSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['questions', 'subject-search', search] as const,
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/news/news-subject/', { query: { search, page_size: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
