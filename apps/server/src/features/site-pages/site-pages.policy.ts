import { can } from '@rasti/contract';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with the editable site pages (server-rules section 4); anything not listed is refused.
 * - read a page: everyone
 * - rewrite it: the super admin only
 */
export const sitePagePolicy = {
  edit: (actor: Actor) => can(actor.role, 'site-pages.edit'),
};
