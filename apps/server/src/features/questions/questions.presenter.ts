import { type Question, type QuestionChannel, Status } from '@rasti/contract';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { fullName } from '../../lib/tokens.ts';
import type { QuestionRow } from './questions.repository.ts';

function asker(row: QuestionRow, storage: FileStorage) {
  if (row.userId === null) return null;
  return {
    id: row.userId,
    full_name: fullName({ firstName: row.userFirstName ?? '', lastName: row.userLastName ?? '' }),
    avatar: mediaUrl(storage, row.userAvatar),
  };
}

/** The staff shape: everything the inbox and the report detail show. */
export function presentQuestionForStaff(row: QuestionRow, storage: FileStorage): Question {
  const user = asker(row, storage);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    resource: row.resource,
    // the name the sender typed; a signed-in sender who typed none is shown by their account's name
    full_name: row.fullName || user?.full_name || '',
    avatar: user?.avatar ?? null,
    news_subject: row.subjectId,
    news_subject_title: row.subjectId === null ? null : (row.subjectTitle ?? null),
    group: row.groupId,
    demand: row.demand,
    is_shown: row.isShown,
    user_active: user ? Boolean(row.userActive) : null,
    user,
    register_date: row.registerDate.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    channel: row.channel as QuestionChannel,
    pictures: row.pictures,
  };
}

/**
 * The asker's own question. It counts as answered only when the subject that answers it can be opened
 * by them (published) and the newsroom still shows the question; otherwise it reads 'not reviewed'.
 */
export function presentOwnQuestion(row: QuestionRow, storage: FileStorage): Question {
  const staff = presentQuestionForStaff(row, storage);
  const answered = row.subjectId !== null && row.isShown && row.subjectStatus === Status.Published;
  return {
    ...staff,
    news_subject: answered ? row.subjectId : null,
    news_subject_title: answered ? (row.subjectTitle ?? null) : null,
    answered_at: answered ? (row.answeredAt?.toISOString() ?? null) : null,
    // private: only staff see a question's pictures (lib/storage.ts)
    pictures: [],
  };
}
