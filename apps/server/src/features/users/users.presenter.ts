import type { Gender, Role, User } from '@rasti/contract';
import { mediaUrl, type FileStorage } from '../../lib/storage.ts';
import { fullName } from '../../lib/tokens.ts';
import type { UserRow } from './users.repository.ts';

/** The API's user (the contract's `user`); avatar as a /media URL. */
export function presentUser(row: UserRow, storage: FileStorage): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row),
    role: row.role as Role,
    mobile: row.mobile,
    gender: (row.gender as Gender | null) ?? null,
    abstract: row.abstract,
    avatar: mediaUrl(storage, row.avatar),
    is_active: row.isActive,
    date_joined: row.dateJoined.toISOString(),
  };
}
