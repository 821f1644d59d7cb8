import type { TiplineSettings } from '@rasti/contract/tipline';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const settingsKey = ['tipline', 'settings'] as const;

/** GET /tipline/settings/ (super admin): the bots' state, read fresh each time the screen is shown. */
export const tiplineSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<TiplineSettings>('/tipline/settings/', { signal }),
  });

/** PATCH /tipline/settings/: the digest hour; the screen takes the saved settings at once. */
export function useSaveDigestHour(handlers: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digestHour: number) =>
      api<TiplineSettings>('/tipline/settings/', { method: 'PATCH', body: { digest_hour: digestHour } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
