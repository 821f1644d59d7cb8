import type { SitePage } from '@rasti/contract/trust';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const aboutKeys = { page: ['trust', 'site-page', 'about'] as const };

/** GET /public/site-pages/about/: the about page's cleaned HTML. */
export const aboutQuery = () =>
  queryOptions({
    queryKey: aboutKeys.page,
    queryFn: ({ signal }) => api<SitePage>('/public/site-pages/about/', { signal }),
  });

/** PUT /news/site-pages/about/ (super admin), multipart: the editor's HTML may carry pasted images. */
export function saveAbout(body: string) {
  const form = new FormData();
  form.set('body', body);
  return api<SitePage>('/news/site-pages/about/', { method: 'PUT', body: form });
}

/** Saves the about page; the page shows the saved text without asking again. */
export function useSaveAbout(onSaved: (page: SitePage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAbout,
    onSuccess: (page) => {
      queryClient.setQueryData(aboutKeys.page, page);
      onSaved(page);
    },
  });
}
