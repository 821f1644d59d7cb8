import { PICTURE_LIMITS, PICTURE_MESSAGES, PICTURE_TYPES } from '@rasti/contract/picture-messages';
import type { PICTURE_READING_STATUS, PictureTextAnswer, SimilarMatchItem } from '@rasti/contract/pictures';
import type { QuestionPicture } from '@rasti/contract/questions';
import { queryOptions } from '@tanstack/react-query';
import { api, apiAnswer, apiBlob } from '../../../lib/api/client';

// A question's pictures: the ask form's 'already checked?' by picture, and the staff's view of the pictures
// (private: /media never serves them, so they are read with the bearer token).

/** The Persian refusal of a chosen file the server would refuse anyway by its type or size; null when fine. */
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return PICTURE_MESSAGES.notPicture;
  if (file.size > PICTURE_LIMITS.maxBytes) return PICTURE_MESSAGES.tooLarge;
  return null;
}

/** One id per chosen file for the query keys (a File has no identity of its own that a key can hold). */
const fileIds = new WeakMap<File, number>();
let nextFileId = 0;
const fileId = (file: File) => {
  let id = fileIds.get(file);
  if (id === undefined) {
    id = ++nextFileId;
    fileIds.set(file, id);
  }
  return id;
};

/** The POST's status while the words are read (the contract's pictures module holds zod: its type only, ADR 16). */
const READING: typeof PICTURE_READING_STATUS = 202;

/** A picture's lookup: the checks found so far, and where its words' suggestions come from while they are read. */
export interface PictureLookup {
  items: SimilarMatchItem[];
  /** the API path (under /api) to poll while the picture's words are read (the 202's Location), else null */
  words: string | null;
}

/**
 * POST /public/public-user-question/similar/ with one chosen picture: the published checks that show it, and,
 * when it answers 202, the Location of its words' suggestions (made a path under /api).
 */
export const similarPictureQueryOptions = (file: File) =>
  queryOptions({
    queryKey: ['questions', 'similar-picture', fileId(file)] as const,
    queryFn: async ({ signal }): Promise<PictureLookup> => {
      const body = new FormData();
      body.append('image', file);
      const answer = await apiAnswer<SimilarMatchItem[]>('/public/public-user-question/similar/', {
        method: 'POST',
        body,
        signal,
      });
      const location = answer.headers.get('Location');
      const words =
        answer.status === READING && location?.startsWith('/api/') ? location.slice('/api'.length) : null;
      return { items: answer.data, words };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The waits between polls for a picture's words: 1 s, growing by half each time, at most 5 s. */
export const wordsPollDelay = (polls: number): number => Math.min(5000, Math.round(1000 * 1.5 ** polls));
/** The polls after which the panel stops waiting for the words (about 30 s of waits in all). */
export const WORDS_MAX_POLLS = (() => {
  let waited = 0;
  let polls = 0;
  while (waited < 30_000) waited += wordsPollDelay(polls++);
  return polls;
})();

/**
 * GET the 202's Location: the suggestions of a picture's words, asked again with a growing wait while they are
 * still being read, for about 30 s at most; nothing is asked once the panel is gone (the query's only observer).
 */
export const pictureWordsQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['questions', 'picture-words', path] as const,
    queryFn: async ({ signal }): Promise<PictureTextAnswer & { polls: number }> => {
      const polls = (pollsOf.get(path) ?? 0) + 1;
      pollsOf.set(path, polls);
      return { ...(await api<PictureTextAnswer>(path, { signal })), polls };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data?.reading || data.polls >= WORDS_MAX_POLLS) return false;
      return wordsPollDelay(data.polls);
    },
  });

/** How many times each picture's words were asked for (the answer carries it, so the polls can stop). */
const pollsOf = new Map<string, number>();

/** GET /news/asked/{id}/pictures/: the question's pictures, each with the checks it looks like. */
export const questionPicturesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['questions', 'pictures', id] as const,
    queryFn: ({ signal }) => api<QuestionPicture[]>(`/news/asked/${id}/pictures/`, { signal }),
  });

/** The list-size copy of a stored picture (lib/images.ts stores one beside each). */
export const smallPictureKey = (key: string) => key.replace(/\.webp$/, '-sm.webp');

/** A private picture's bytes (GET /news/private-media/{key}), for an object URL. */
export const privatePictureQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['questions', 'private-picture', key] as const,
    queryFn: ({ signal }) => apiBlob(`/news/private-media/${key}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
