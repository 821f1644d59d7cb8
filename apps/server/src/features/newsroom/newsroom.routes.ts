import {
  assignmentBody,
  assignmentState,
  idParam,
  myWorkItem,
  myWorkQuery,
  notice,
  noticeCount,
  noticesReadBody,
  pageQuery,
  takeableItem,
  takeableQuery,
  type WorkKind,
  workStaffMember,
} from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import {
  assignWork,
  countUnreadNotices,
  listMyWork,
  listNotices,
  listStaff,
  listTakeable,
  readNotices,
} from './newsroom.service.ts';

/** Where each kind's items live in the API: the assignment is a sub-resource of the item. */
const ITEM_PATHS: Record<WorkKind, string> = {
  g: '/news/asked/:id/assignment/',
  s: '/news/news-subject/:id/assignment/',
  r: '/news/review-subject/:id/assignment/',
};
const ITEM_WORDS: Record<WorkKind, string> = {
  g: "the question's group (a question alone gets a group of its own)",
  s: 'the subject',
  r: 'the review',
};

/** The newsroom's work (ADR 33): assignment, 'my work' and the staff's in-app notices. */
export const newsroomRoutes = defineRoutes('newsroom', (app, { staff }) => {
  for (const kind of ['g', 's', 'r'] as const) {
    app.patch(
      ITEM_PATHS[kind],
      staff('newsroom.read', {
        summary:
          `Who is on ${ITEM_WORDS[kind]} and by when: assignee (a staff member's id; '' or null unassigns) and ` +
          "due (YYYY-MM-DD; '' or null: none); a field left out stays. Roles 2 and 3 assign anyone; 4 and 5 " +
          'may only take an unassigned item for themselves (403 otherwise; 409 when someone else has taken it, ' +
          'first or at the same moment). Audited; the assignee gets a notice.',
        params: idParam,
        body: assignmentBody,
        response: { 200: assignmentState },
      }),
      async (request) =>
        assignWork({ db: app.db, actor: request.actor!, kind, id: request.params.id, body: request.body }),
    );
  }

  app.get(
    '/news/staff/',
    staff('newsroom.read', {
      summary: 'Whom work can be assigned to: active staff members (roles 2-5) by name, at most 500',
      response: { 200: z.array(workStaffMember) },
    }),
    async () => listStaff({ db: app.db }),
  );

  app.get(
    '/news/my-work/',
    staff('newsroom.read', {
      summary:
        "The signed-in staff member's question groups, subjects and reviews, oldest due first (no due date " +
        'last); total in X-Total-Count',
      querystring: myWorkQuery,
      response: { 200: z.array(myWorkItem) },
    }),
    async (request, reply) =>
      sendPage(reply, await listMyWork({ db: app.db, actor: request.actor!, query: request.query })),
  );

  app.get(
    '/news/my-work/takeable/',
    staff('work.take', {
      summary:
        'What a board member or an editor may take for themselves (they have no inbox), a kind at a time: ' +
        'kind=s published subjects nobody is on without a published review, most asked first; kind=r draft ' +
        'reviews nobody is on that they may edit (an editor all, a board member their own), newest first. ' +
        'Total in X-Total-Count, counted up to 501 (501: more than 500)',
      querystring: takeableQuery,
      response: { 200: z.array(takeableItem) },
    }),
    async (request, reply) =>
      sendPage(reply, await listTakeable({ db: app.db, actor: request.actor!, query: request.query })),
  );

  app.get(
    '/news/notices/',
    staff('newsroom.read', {
      summary: "The signed-in staff member's notices, newest first; total in X-Total-Count",
      querystring: pageQuery,
      response: { 200: z.array(notice) },
    }),
    async (request, reply) =>
      sendPage(reply, await listNotices({ db: app.db, actor: request.actor!, query: request.query })),
  );

  app.get(
    '/news/notices/count/',
    staff('newsroom.read', {
      summary: 'How many of their notices are unread',
      response: { 200: noticeCount },
    }),
    async (request) => countUnreadNotices({ db: app.db, actor: request.actor! }),
  );

  app.post(
    '/news/notices/read/',
    {
      ...staff('newsroom.read', {
        summary: 'Mark these notices ({ids}) or all of them (no ids) read; answers the unread count',
        body: noticesReadBody,
        response: { 200: noticeCount },
      }),
      // a staff member's own notices: the public cache stays
      config: { publicDataUnchanged: true },
    },
    async (request) => readNotices({ db: app.db, actor: request.actor!, ids: request.body.ids }),
  );
});
