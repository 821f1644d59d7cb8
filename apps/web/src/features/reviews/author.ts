import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';

/** The author as the API may send it: one object, a list of them, or just a name (spec section 3). */
export type AuthorInput =
  | { id?: number | null; full_name?: string | null; avatar?: string | null; abstract?: string | null }
  | AuthorInput[]
  | string
  | null
  | undefined;

export interface AuthorView {
  id: number | null;
  name: string;
  /** null: the default avatar is shown */
  avatar: string | null;
  abstract: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What the author box shows. A list gives its first entry; a plain string is the name; a missing name
 * is 'ناشناس' and a missing abstract 'بدون توضیحات'.
 */
export function authorView(input: AuthorInput): AuthorView {
  const first = Array.isArray(input) ? input[0] : input;
  if (Array.isArray(first)) return authorView(first);
  if (typeof first === 'string') {
    return {
      id: null,
      name: first.trim() || REVIEW_MESSAGES.anonymous,
      avatar: null,
      abstract: REVIEW_MESSAGES.noAbstract,
    };
  }
  const author = first ?? {};
  return {
    id: typeof author.id === 'number' ? author.id : null,
    name: text(author.full_name) || REVIEW_MESSAGES.anonymous,
    avatar: text(author.avatar) || null,
    abstract: text(author.abstract) || REVIEW_MESSAGES.noAbstract,
  };
}
