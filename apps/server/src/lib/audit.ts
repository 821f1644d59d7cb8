import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  actorId: number;
  /** what was done, e.g. `user.create`, `user.block` */
  action: string;
  /** the table's entity name, e.g. `user`, `subject` */
  entity: string;
  entityId: number | null;
  /** small facts about the change (changed field names, old and new role); never secrets */
  details?: Record<string, unknown>;
}

/** Records one staff write (server-rules section 5); pass the transaction so it commits with the write. */
export async function recordAudit({ db, ...entry }: { db: Db } & AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}

/**
 * A staff write and its audit row in one transaction: `write` runs on the transaction, `entry` says what it
 * did from its result (a new row's id, say).
 */
export async function withAudit<T>(
  db: Db,
  write: (tx: Db) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await recordAudit({ db: tx, ...entry(result) });
    return result;
  });
}

/**
 * A read-then-write and its audit row in one transaction: `read` finds (or locks) what is there before
 * (it may throw, e.g. not found), `write` changes it, and `entry` says what was done from both, so the
 * audit can keep the old values.
 */
export async function withAuditedEdit<B, T>(
  db: Db,
  edit: {
    read: (tx: Db) => Promise<B>;
    write: (tx: Db, before: B) => Promise<T>;
    entry: (before: B, result: T) => AuditEntry;
  },
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await edit.read(tx);
    const result = await edit.write(tx, before);
    await recordAudit({ db: tx, ...edit.entry(before, result) });
    return result;
  });
}
