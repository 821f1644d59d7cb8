import type { SimilarMatchItem } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The item being edited, left out of its own image's matches. */
export interface EditedItem {
  kind: 'subject' | 'review';
  id: number;
}

export const pictureKeys = {
  all: ['pictures'] as const,
  matches: (file: File | null, edited?: EditedItem) =>
    ['pictures', 'matches', file?.name, file?.size, file?.lastModified, edited?.kind, edited?.id] as const,
};

/**
 * POST /news/pictures/matches/: the published checks whose pictures look like a form's new main image (no
 * call without one).
 */
export const pictureMatchesQueryOptions = (file: File | null, edited?: EditedItem) =>
  queryOptions({
    queryKey: pictureKeys.matches(file, edited),
    queryFn: ({ signal }) => {
      const body = new FormData();
      body.set('image', file as File);
      return api<SimilarMatchItem[]>('/news/pictures/matches/', {
        method: 'POST',
        body,
        query: { kind: edited?.kind, id: edited?.id },
        signal,
      });
    },
    enabled: file !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
