import { PICTURE_LIMITS, PICTURE_MESSAGES, PICTURE_TYPES } from '@rasti/contract/picture-messages';
import type { SimilarMatchItem } from '@rasti/contract/pictures';
import type { QuestionPicture } from '@rasti/contract/questions';
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api/client';

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

/** POST /public/public-user-question/similar/ with one chosen picture: the published checks that show it. */
export const similarPictureQueryOptions = (file: File) =>
  queryOptions({
    queryKey: ['questions', 'similar-picture', fileId(file)] as const,
    queryFn: ({ signal }) => {
      const body = new FormData();
      body.append('image', file);
      return api<SimilarMatchItem[]>('/public/public-user-question/similar/', {
        method: 'POST',
        body,
        signal,
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

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
