import type { Outlet } from '@rasti/contract';
import { saveAt, useSaveMutation } from '../../../lib/api/save';
import { outletKeys } from './list-outlets';

/**
 * POST /news/Media/ (no id) or PATCH /news/Media/{id}/, multipart: name, english_name, link, origin and
 * logo (a new file, or logo='' to remove it).
 */
export const saveOutlet = ({ id, body }: { id?: number; body: FormData }) =>
  saveAt<Outlet>('/news/Media/', id, body);

/** Saves an outlet; every outlet reader is refreshed. */
export const useSaveOutlet = (options: {
  onSuccess: (saved: Outlet) => void;
  onError: (error: Error) => void;
}) => useSaveMutation(saveOutlet, outletKeys.all, options);
