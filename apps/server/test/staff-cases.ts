// Cases the staff CRUD tests share: the same requests and expectations, written once.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { type Actors, entityAuditCount, send, snapshot } from './factories.ts';

type Body = () => InjectOptions['payload'];

export interface StaffWrites {
  /** the list's address; a row is `${url}${id}/` */
  url: string;
  /** the row's name in the audit log */
  entity: string;
  create: Body;
  /** the edit's method (PATCH, or PUT for a whole row) and its body, and the body the refused roles send */
  edit: { method: 'PATCH' | 'PUT'; body: Body; refused: Body };
  /** the existing row a refused role tries to edit and delete */
  target: (who: 'guest' | 1 | 4 | 5) => Promise<{ id: number }>;
}

/**
 * Only roles 2 and 3 write: guests (401) and roles 1, 4 and 5 (403) are refused create, edit and delete
 * and leave every table as it was; roles 2 and 3 each create a row, edit it and delete it (201, 200, 204)
 * with three audit entries.
 */
export async function expectOnlyStaffWrite(t: TestContext, as: Actors, writes: StaffWrites) {
  const { url, entity, create, edit } = writes;
  for (const who of ['guest', 1, 4, 5] as const) {
    const status = who === 'guest' ? 401 : 403;
    const { id } = await writes.target(who);
    const before = await snapshot(t);
    expect((await send(t, 'POST', url, as(who), create())).statusCode, `POST ${who}`).toBe(status);
    const edited = await send(t, edit.method, `${url}${id}/`, as(who), edit.refused());
    expect(edited.statusCode, `${edit.method} ${who}`).toBe(status);
    expect((await send(t, 'DELETE', `${url}${id}/`, as(who))).statusCode, `DELETE ${who}`).toBe(status);
    expect(await snapshot(t)).toEqual(before);
  }
  for (const who of [2, 3] as const) {
    const created = await send(t, 'POST', url, as(who), create());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await send(t, edit.method, `${url}${id}/`, as(who), edit.body())).statusCode).toBe(200);
    expect((await send(t, 'DELETE', `${url}${id}/`, as(who))).statusCode).toBe(204);
    expect(await entityAuditCount(t, entity, id)).toBe(3);
  }
}

/** A request the API refuses as invalid: it answers 400 (the answer's detail and fields are the caller's to check). */
export async function sendInvalid(...request: Parameters<typeof send>) {
  const res = await send(...request);
  expect(res.statusCode).toBe(400);
  return res;
}
