// Who may call what: server-rules section 4 as one table, one row per registered route ("METHOD path").
// The access matrix walks every route the app registers and fails for a route without a row here, so a
// new route is closed (to the suite) until someone writes down who may use it. HEAD follows its GET row.
import { PERMISSIONS, type Permission, type Role } from '@rasti/contract';
import { OWNER_ROLE, type Seed, type Who } from './seed.ts';

export type Access =
  /** guests and every role; a blocked user's token is ignored (blocked: 'refused' where the route reads it) */
  | { who: 'everyone'; blocked?: 'refused' }
  /** any active signed-in user, roles 1 to 5 */
  | { who: 'signed-in' }
  /** these roles; `owner` roles only on rows they wrote (the walk's row belongs to OWNER_ROLE) */
  | { who: 'roles'; roles: readonly Role[]; owner?: readonly Role[] };

export interface AccessRow {
  access: Access;
  /** the words of server-rules section 4 (or the decision) the row stands for */
  rule: string;
  /** values for the route's :params and * */
  params?: (s: Seed) => Record<string, string | number>;
  /** a harmless body; POST, PUT and PATCH send {} when absent */
  body?: (s: Seed) => unknown;
}

export type Expected = 'allowed' | 401 | 403;

const everyone: Access = { who: 'everyone' };
const signedIn: Access = { who: 'signed-in' };
const roles = (...r: Role[]): Access => ({ who: 'roles', roles: r });
/** The roles the contract's permission table grants: the row reads the same table as the route's guard. */
const perm = (permission: Permission): Access => ({ who: 'roles', roles: PERMISSIONS[permission] });
/** Roles that write reviews but edit only their own: the walk's row is theirs (OWNER_ROLE). */
const reviewEdit: Access = {
  who: 'roles',
  roles: PERMISSIONS['reviews.edit-any'],
  owner: PERMISSIONS['reviews.write'].filter((r) => !PERMISSIONS['reviews.edit-any'].includes(r)),
};

/** What the table says one identity gets: allowed, or the refusal's status. */
export function expected(access: Access, who: Who): Expected {
  if (access.who === 'everyone') {
    return who === 'blocked' && access.blocked === 'refused' ? 403 : 'allowed';
  }
  if (who === 'guest') return 401;
  // a blocked account is refused with 403 wherever a token is needed (server-rules section 2)
  if (who === 'blocked') return 403;
  if (access.who === 'signed-in') return 'allowed';
  if (access.roles.includes(who)) return 'allowed';
  if (access.owner?.includes(who) && who === OWNER_ROLE) return 'allowed';
  return 403;
}

const id = (pick: (s: Seed) => number) => (s: Seed) => ({ id: pick(s) });

export const ACCESS_TABLE: Record<string, AccessRow> = {
  // ---- outside the API: process health, uploads, the API's own documentation ----
  'GET /healthz': { access: everyone, rule: 'health: process up (server-rules 1)' },
  'GET /readyz': { access: everyone, rule: 'health: database reachable (server-rules 1)' },
  'GET /media/*': {
    access: everyone,
    rule: 'uploads are public files (images, attachments as downloads)',
    params: () => ({ '*': 'avatars/none.webp' }),
  },
  'GET /api/openapi.json': { access: everyone, rule: 'the OpenAPI document (server-rules 1)' },
  'GET /api/docs': { access: everyone, rule: 'the OpenAPI UI (server-rules 1)' },
  'GET /api/docs/json': { access: everyone, rule: 'the OpenAPI UI (server-rules 1)' },
  'GET /api/docs/yaml': { access: everyone, rule: 'the OpenAPI UI (server-rules 1)' },
  'GET /api/docs/static/*': {
    access: everyone,
    rule: 'the OpenAPI UI (server-rules 1)',
    params: () => ({ '*': 'swagger-ui.css' }),
  },
  'GET /api/docs/static/index.html': { access: everyone, rule: 'the OpenAPI UI (server-rules 1)' },
  'GET /api/docs/static/swagger-initializer.js': {
    access: everyone,
    rule: 'the OpenAPI UI (server-rules 1)',
  },

  // ---- the built web app's files (the suites' own small build: test/security/web-dist.ts) ----
  'GET /index.html': { access: everyone, rule: 'the web app: everyone' },
  'GET /assets/app.js': { access: everyone, rule: 'the web app: everyone' },

  // ---- the public pages (the app's HTML: rendered on the server for visitors, with preview tags) ----
  'GET /': { access: everyone, rule: 'the home page (with its data preload): everyone' },
  'GET /report/:id': {
    access: everyone,
    rule: 'public pages: everyone (published reports only carry their tags)',
    params: id((s) => s.publishedReviewId),
  },
  'GET /og/report/:file': {
    access: everyone,
    rule: 'verdict cards: everyone (published reports only; anything else 404)',
    params: (s) => ({ file: `${s.publishedReviewId}.png` }),
  },
  'GET /news-subject-page/:id': {
    access: everyone,
    rule: 'public pages: everyone (published subjects only carry their tags)',
    params: id((s) => s.subjectId),
  },
  // the other public pages: rendered on the server for visitors, the plain page for a session
  'GET /news-subjects': { access: everyone, rule: 'public page: everyone (staff see their own list)' },
  'GET /corrections': { access: everyone, rule: 'public page: everyone (issue 15)' },
  'GET /news-reports': { access: everyone, rule: 'public page: everyone (staff see their own list)' },
  'GET /facuality-list': { access: everyone, rule: 'public page: everyone' },
  'GET /facuality/:id': {
    access: everyone,
    rule: 'public page: everyone',
    params: id((s) => s.facultyId),
  },
  'GET /media': { access: everyone, rule: 'public page: the outlets directory, everyone' },
  'GET /ask-me': { access: everyone, rule: 'public page: everyone (staff see the inbox)' },
  'GET /methodology': { access: everyone, rule: 'public page: the methodology, everyone' },
  'GET /about': { access: everyone, rule: 'public page: about the site, everyone' },

  // ---- for crawlers and feed readers: published data only, the same for everyone ----
  'GET /rss.xml': { access: everyone, rule: 'feed of published reviews: everyone' },
  'GET /sitemap.xml': { access: everyone, rule: 'sitemap of public pages: everyone' },
  'GET /sitemap-:kind-:n.xml': {
    access: everyone,
    rule: 'a sitemap file of public pages: everyone',
    params: () => ({ kind: 'pages', n: 1 }),
  },
  'GET /robots.txt': { access: everyone, rule: 'robots.txt: everyone' },

  // ---- sign-in and tokens: everyone ----
  'POST /api/accounts/users/request_authentication/': {
    access: everyone,
    rule: 'request_authentication: everyone',
    body: (s) => ({ mobile: s.freshMobile() }),
  },
  'POST /api/accounts/users/verify_authentication/': {
    access: everyone,
    rule: 'verify_authentication: everyone',
    body: (s) => ({ mobile: s.freshMobile(), otp: '000000' }),
  },
  'POST /api/token/refresh/': {
    access: everyone,
    rule: 'token/refresh: everyone (the refresh token is the credential)',
    body: (s) => s.freshRefresh().then((refresh) => ({ refresh })),
  },
  'POST /api/token/logout/': {
    access: everyone,
    rule: 'sign-out: everyone (it revokes only the refresh token presented)',
  },

  // ---- accounts/users ----
  'GET /api/accounts/users/me/': { access: signedIn, rule: "a user's own profile (server-rules 1)" },
  'GET /api/accounts/users/': { access: perm('users.manage'), rule: 'accounts/users list: 2' },
  'POST /api/accounts/users/': { access: perm('users.manage'), rule: 'accounts/users create: 2' },
  'GET /api/accounts/users/:id/': {
    access: perm('users.manage'),
    rule: 'accounts/users/{id} GET: the user themself (and 2); the walk reads someone else',
    params: id((s) => s.otherUserId),
  },
  'PATCH /api/accounts/users/:id/': {
    access: perm('users.manage'),
    rule: 'accounts/users/{id} PATCH: the user themself (and 2); the walk edits someone else',
    params: id((s) => s.otherUserId),
  },
  'POST /api/accounts/users/:id/request_mobile_change/': {
    access: roles(),
    rule: 'a code to a new mobile: the user themself only, never for someone else (issue 11); the walk asks for someone else',
    params: id((s) => s.otherUserId),
    body: (s) => ({ mobile: s.freshMobile() }),
  },

  // ---- public: everyone ----
  'GET /api/public/public-category/': { access: everyone, rule: 'public/*: everyone' },
  'GET /api/public/public-media/': { access: everyone, rule: 'public/*: everyone' },
  'GET /api/public/public-media/:id/': {
    access: everyone,
    rule: 'public/*: everyone',
    params: id((s) => s.outletId),
  },
  'GET /api/public/public-Review-Result': { access: everyone, rule: 'public/*: everyone' },
  'GET /api/public/public-news-subject/': { access: everyone, rule: 'public/*: everyone' },
  'GET /api/public/public-news-subject/:id/': {
    access: everyone,
    rule: 'public/*: everyone',
    params: id((s) => s.subjectId),
  },
  'GET /api/public/Rumor-Tabel/table_rumor': { access: everyone, rule: 'public/*: everyone' },
  'GET /api/public/Faculty-users': { access: everyone, rule: 'public/*: everyone (active role-4 users)' },
  'GET /api/public/Faculty-users/:id': {
    access: everyone,
    rule: 'public/*: everyone (active role-4 users)',
    params: id((s) => s.facultyId),
  },
  'GET /api/public/search/': {
    access: { who: 'everyone', blocked: 'refused' },
    rule: "public/*: everyone; it reads a token (staff see every status), and a blocked account's token is refused as everywhere",
  },
  'GET /api/public/home/': { access: everyone, rule: 'public/*: everyone' },
  'POST /api/public/public-user-question/': {
    access: { who: 'everyone', blocked: 'refused' },
    rule: 'public-user-question POST: everyone (a blocked account may not ask: the block-user action exists for that)',
  },
  'POST /api/public/public-user-question/attach-temp-token/': {
    access: signedIn,
    rule: 'attach-temp-token: signed in',
    body: () => ({ temporary_token: 'not-a-token' }),
  },
  'GET /api/public/public-user-question/similar/': {
    access: everyone,
    rule: "public/*: everyone ('already checked?' suggestions of published items; reads no token)",
  },

  // ---- news/Category, news/Media, news/Review-Result: read 2-5, write 2, 3 ----
  'GET /api/news/Category/': { access: perm('newsroom.read'), rule: 'news/Category GET: 2-5' },
  'POST /api/news/Category/': { access: perm('categories.manage'), rule: 'news/Category writes: 2, 3' },
  'PATCH /api/news/Category/:id/': {
    access: perm('categories.manage'),
    rule: 'news/Category writes: 2, 3',
    params: id((s) => s.categoryId),
  },
  'GET /api/news/Media/': { access: perm('newsroom.read'), rule: 'news/Media GET: 2-5' },
  'POST /api/news/Media/': { access: perm('outlets.manage'), rule: 'news/Media writes: 2, 3' },
  'PATCH /api/news/Media/:id/': {
    access: perm('outlets.manage'),
    rule: 'news/Media writes: 2, 3',
    params: id((s) => s.outletId),
  },
  'DELETE /api/news/Media/:id/': {
    access: perm('outlets.manage'),
    rule: 'news/Media writes: 2, 3',
    params: id((s) => s.spareOutletId),
  },
  'GET /api/news/Review-Result/': { access: perm('newsroom.read'), rule: 'news/Review-Result GET: 2-5' },
  'PATCH /api/news/Review-Result/:id/': {
    access: perm('evaluations.edit'),
    rule: "evaluations' descriptions: 2 (the super admin)",
    params: id((s) => s.evaluationId),
    body: () => ({ description: 'تعریف آزمایشی' }),
  },

  // ---- the editable site pages (issue 15): read by everyone, written by the super admin ----
  'GET /api/public/site-pages/:key/': {
    access: everyone,
    rule: 'public/*: everyone',
    params: () => ({ key: 'about' }),
  },
  'PUT /api/news/site-pages/:key/': {
    access: perm('site-pages.edit'),
    rule: "the about page's text: 2 (the super admin)",
    params: () => ({ key: 'about' }),
    body: () => ({ body: '<p>درباره‌ی ما</p>' }),
  },

  // ---- news/news-subject and news/Rumor ----
  'GET /api/news/news-subject/': { access: perm('newsroom.read'), rule: 'news/news-subject GET: 2-5' },
  'GET /api/news/news-subject/:id/': {
    access: perm('newsroom.read'),
    rule: 'news/news-subject GET: 2-5 (any status)',
    params: id((s) => s.draftSubjectId),
  },
  'POST /api/news/news-subject/': { access: perm('subjects.edit'), rule: 'news/news-subject POST: 2, 3' },
  'PATCH /api/news/news-subject/:id/': {
    access: perm('subjects.edit'),
    rule: 'news/news-subject PATCH: 2, 3',
    params: id((s) => s.subjectId),
  },
  'GET /api/news/news-subject/:id/history/': {
    access: perm('newsroom.read'),
    rule: "issue 15: a subject's history, 2-5 (those who open its edit screen; a draft too)",
    params: id((s) => s.draftSubjectId),
  },
  'POST /api/news/news-subject/:id/history/:revision_id/restore/': {
    access: perm('subjects.edit'),
    rule: 'issue 15: restoring a version is an edit: news/news-subject PATCH, 2, 3',
    params: (s) => ({ id: s.subjectId, revision_id: 999_999 }),
  },
  'POST /api/news/Rumor/': { access: perm('subjects.edit'), rule: 'news/Rumor POST: 2, 3' },
  'PUT /api/news/Rumor/:id/': {
    access: perm('subjects.edit'),
    rule: 'news/Rumor PUT: 2, 3',
    params: id((s) => s.sourceId),
  },
  'DELETE /api/news/Rumor/:id/': {
    access: perm('subjects.edit'),
    rule: 'news/Rumor DELETE: 2, 3',
    params: id((s) => s.sourceId),
  },

  // ---- reviews: news/review-subject (staff) and public-news-review ----
  'GET /api/news/review-subject/': { access: perm('reviews.write'), rule: 'news/review-subject GET: 2-5' },
  'GET /api/news/review-subject/:id/': {
    access: perm('reviews.write'),
    rule: 'news/review-subject GET: 2-5 (a draft too)',
    params: id((s) => s.reviewId),
  },
  'POST /api/news/review-subject/': { access: perm('reviews.write'), rule: 'news/review-subject POST: 2-5' },
  'PATCH /api/news/review-subject/:id/': {
    access: reviewEdit,
    rule: 'news/review-subject PATCH: 2, 3 and 5 any review, 4 their own (the walk edits a role-4 draft)',
    params: id((s) => s.reviewId),
  },
  'GET /api/news/review-subject/:id/history/': {
    access: perm('newsroom.read'),
    rule: "issue 15: a review's history, 2-5 (those who open its edit screen; a draft too)",
    params: id((s) => s.reviewId),
  },
  'POST /api/news/review-subject/:id/history/:revision_id/restore/': {
    access: reviewEdit,
    rule: 'issue 15: restoring a version is an edit: 2, 3 and 5 any review, 4 their own',
    params: (s) => ({ id: s.reviewId, revision_id: 999_999 }),
  },
  'GET /api/public/corrections/': { access: everyone, rule: 'public/*: everyone (issue 15 corrections)' },
  'GET /api/public/public-news-review/': { access: everyone, rule: 'public/*: everyone' },
  'GET /api/public/public-news-review/:id/': {
    access: everyone,
    rule: 'public/*: everyone (published only)',
    params: id((s) => s.publishedReviewId),
  },

  // ---- news/asked ----
  'GET /api/news/asked/': {
    access: signedIn,
    rule: 'news/asked GET: 2, 3 all; any other signed-in user only their own',
  },
  'GET /api/news/asked/:id/': {
    access: perm('questions.staff'),
    rule: 'news/asked GET one: 2, 3',
    params: id((s) => s.questionId),
  },
  'PATCH /api/news/asked/:id/': {
    access: perm('questions.staff'),
    rule: 'news/asked PATCH: 2, 3',
    params: id((s) => s.questionId),
  },
  'DELETE /api/news/asked/:id/': {
    access: perm('questions.staff'),
    rule: 'news/asked DELETE: 2, 3',
    params: id((s) => s.questionId),
  },
  'POST /api/news/asked/:id/block-user/': {
    access: perm('questions.staff'),
    rule: 'news/asked block-user: 2, 3',
    params: id((s) => s.askerQuestionId),
  },
  'POST /api/news/asked/:id/group/': {
    access: perm('questions.staff'),
    rule: 'news/asked group (issue 16): the staff who manage the inbox, 2, 3',
    params: id((s) => s.questionId),
    body: () => ({ group: null }),
  },
};
