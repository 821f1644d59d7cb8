import type { RevisionEntry } from '@rasti/contract';
import { fullName } from '../../lib/tokens.ts';
import type { RevisionRow } from './history.repository.ts';

/** A version as staff see it: who made the edit (null when the account is gone), when, and the old values. */
export const presentRevision = (r: RevisionRow): RevisionEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  by:
    r.by === null
      ? null
      : { id: r.by, name: fullName({ firstName: r.firstName ?? '', lastName: r.lastName ?? '' }) },
  fields: r.fields,
  old_values: r.oldValues,
});
