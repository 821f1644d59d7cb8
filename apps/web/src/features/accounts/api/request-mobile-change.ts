import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** A code to the new number before a PATCH that changes one's own mobile carries it as `otp`. */
export const requestMobileChange = (id: number, mobile: string) =>
  api<{ detail: string }>(`/accounts/users/${id}/request_mobile_change/`, {
    method: 'POST',
    body: { mobile },
  });

/** Sends the code for a new mobile of user `userId`. */
export const useRequestMobileChange = (userId: number, mobile: string) =>
  useMutation({ mutationFn: () => requestMobileChange(userId, mobile) });
