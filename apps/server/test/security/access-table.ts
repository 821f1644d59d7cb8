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

/** The seed's ids (the rows a route can act on). */
type SeedId = { [K in keyof Seed]: Seed[K] extends number ? K : never }[keyof Seed];
/** A route's :id is this seeded row. */
const id = (row: SeedId) => (s: Seed) => ({ id: s[row] });
/** A restore route: the seeded row's :id and a revision that does not exist. */
const revision = (row: SeedId) => (s: Seed) => ({ id: s[row], revision_id: 999_999 });

/** Rows that share who may call them and where their :params come from: each route with its rule. */
function rows(access: Access, rules: Record<string, string>, params?: AccessRow['params']) {
  return Object.entries(rules).map(([key, rule]): [string, AccessRow] => [
    key,
    params ? { access, rule, params } : { access, rule },
  ]);
}

/** One row with its own body (and :params). */
function row(key: string, access: Access, rule: string, more: Omit<AccessRow, 'access' | 'rule'>) {
  return [[key, { access, rule, ...more }]] as [string, AccessRow][];
}

/** The groups as one table; a route written down twice is a mistake in the table, not an override. */
function table(...groups: [string, AccessRow][][]): Record<string, AccessRow> {
  const all: Record<string, AccessRow> = {};
  for (const [key, value] of groups.flat()) {
    if (key in all) throw new Error(`access-table.ts: ${key} has two rows`);
    all[key] = value;
  }
  return all;
}

const PUBLIC = 'public/*: everyone';
const UI = 'the OpenAPI UI (server-rules 1)';

export const ACCESS_TABLE: Record<string, AccessRow> = table(
  // ---- outside the API: process health, uploads, the API's own documentation ----
  rows(everyone, {
    'GET /healthz': 'health: process up (server-rules 1)',
    'GET /readyz': 'health: database reachable (server-rules 1)',
    'GET /api/openapi.json': 'the OpenAPI document (server-rules 1)',
    'GET /api/docs': UI,
    'GET /api/docs/json': UI,
    'GET /api/docs/yaml': UI,
    'GET /api/docs/static/index.html': UI,
    'GET /api/docs/static/swagger-initializer.js': UI,
  }),
  rows(everyone, { 'GET /api/docs/static/*': UI }, () => ({ '*': 'swagger-ui.css' })),
  rows(everyone, { 'GET /media/*': 'uploads are public files (images, attachments as downloads)' }, () => ({
    '*': 'avatars/none.webp',
  })),
  rows(
    perm('newsroom.read'),
    {
      'GET /api/news/private-media/*':
        "private pictures (a question's pictures, the tipline bot's photos): staff, 2 to 5",
    },
    () => ({ '*': 'private/questions/none.webp' }),
  ),

  // ---- the built web app's files (the suites' own small build: test/security/web-dist.ts) ----
  rows(everyone, {
    'GET /index.html': 'the web app: everyone',
    'GET /assets/app.js': 'the web app: everyone',
  }),

  // ---- the public pages (the app's HTML: rendered on the server for visitors, with preview tags) ----
  rows(everyone, { 'GET /': 'the home page (with its data preload): everyone' }),
  rows(
    everyone,
    { 'GET /report/:id': 'public pages: everyone (published reports only carry their tags)' },
    id('publishedReviewId'),
  ),
  rows(
    everyone,
    { 'GET /og/report/:file': 'verdict cards: everyone (published reports only; anything else 404)' },
    (s) => ({ file: `${s.publishedReviewId}.png` }),
  ),
  rows(
    everyone,
    { 'GET /news-subject-page/:id': 'public pages: everyone (published subjects only carry their tags)' },
    id('subjectId'),
  ),
  // the other public pages: rendered on the server for visitors, the plain page for a session
  rows(everyone, {
    'GET /news-subjects': 'public page: everyone (staff see their own list)',
    'GET /corrections': 'public page: everyone',
    'GET /news-reports': 'public page: everyone (staff see their own list)',
    'GET /facuality-list': 'public page: everyone',
    'GET /media': 'public page: the outlets directory, everyone',
    'GET /ask-me': 'public page: everyone (staff see the inbox)',
    'GET /methodology': 'public page: the methodology, everyone',
    'GET /about': 'public page: about the site, everyone',
  }),
  rows(everyone, { 'GET /facuality/:id': 'public page: everyone' }, id('facultyId')),
  rows(everyone, { 'GET /media/:id': "public page: an outlet's record, everyone" }, id('outletId')),
  rows(everyone, { 'GET /archive': 'public page: the archive of reports by month, everyone' }),
  rows(everyone, { 'GET /archive/:year/:month': "public page: a month's reports, everyone" }, () => ({
    year: 1403,
    month: 1,
  })),

  // ---- for crawlers and feed readers: published data only, the same for everyone ----
  rows(everyone, {
    'GET /rss.xml': 'feed of published reviews: everyone',
    'GET /sitemap.xml': 'sitemap of public pages: everyone',
    'GET /robots.txt': 'robots.txt: everyone',
  }),
  // the offline edition (ADR 41): published reports only, the same file for everyone; a copy checked by anyone
  rows(everyone, {
    'GET /offline/rasti-latest.html': 'the offline edition of published reports: everyone',
    'GET /offline/rasti-latest.html.sig': "the offline edition's signature: everyone",
    'GET /offline/rasti-public-key.pem': "the offline edition's public key: everyone",
    'GET /api/offline/key': "the offline edition's public key: everyone",
    'POST /api/offline/verify':
      'a copy of the offline edition checked: everyone (nothing stored, 5 MB at most)',
  }),
  rows(everyone, { 'GET /sitemap-:kind-:n.xml': 'a sitemap file of public pages: everyone' }, () => ({
    kind: 'pages',
    n: 1,
  })),

  // ---- sign-in and tokens: everyone ----
  row('POST /api/accounts/users/request_authentication/', everyone, 'request_authentication: everyone', {
    body: (s) => ({ mobile: s.freshMobile() }),
  }),
  row('POST /api/accounts/users/verify_authentication/', everyone, 'verify_authentication: everyone', {
    body: (s) => ({ mobile: s.freshMobile(), otp: '000000' }),
  }),
  row('POST /api/token/refresh/', everyone, 'token/refresh: everyone (the refresh token is the credential)', {
    body: (s) => s.freshRefresh().then((refresh) => ({ refresh })),
  }),
  rows(everyone, {
    'POST /api/token/logout/': 'sign-out: everyone (it revokes only the refresh token presented)',
  }),

  // ---- accounts/users ----
  rows(signedIn, { 'GET /api/accounts/users/me/': "a user's own profile (server-rules 1)" }),
  rows(perm('backups.read'), { 'GET /api/backups/latest/': 'the scheduled backups: 2 (ADR 32)' }),
  rows(perm('users.manage'), {
    'GET /api/accounts/users/': 'accounts/users list: 2',
    'POST /api/accounts/users/': 'accounts/users create: 2',
  }),
  rows(
    perm('users.manage'),
    {
      'GET /api/accounts/users/:id/':
        'accounts/users/{id} GET: the user themself (and 2); the walk reads someone else',
      'PATCH /api/accounts/users/:id/':
        'accounts/users/{id} PATCH: the user themself (and 2); the walk edits someone else',
    },
    id('otherUserId'),
  ),
  rows(
    perm('users.manage'),
    {
      'POST /api/accounts/users/:id/sign_in_link/':
        'a one-time sign-in link for a staff member: 2 (ADR 28); the walk asks for a regular user, refused with 400',
    },
    id('otherUserId'),
  ),
  row(
    'POST /api/accounts/sign_in_link/',
    everyone,
    'signing in with a one-time link: everyone (the link is the credential)',
    { body: () => ({ token: 'not-a-link' }) },
  ),
  row(
    'POST /api/accounts/users/:id/request_mobile_change/',
    roles(),
    'a code to a new mobile: the user themself only, never for someone else; the walk asks for someone else',
    { params: id('otherUserId'), body: (s) => ({ mobile: s.freshMobile() }) },
  ),

  // ---- public: everyone ----
  rows(everyone, {
    'GET /api/public/public-category/': PUBLIC,
    'GET /api/public/public-media/': PUBLIC,
    'GET /api/public/public-Review-Result': PUBLIC,
    'GET /api/public/public-news-subject/': PUBLIC,
    'GET /api/public/Rumor-Tabel/table_rumor': PUBLIC,
    'GET /api/public/Faculty-users': 'public/*: everyone (active role-4 users)',
    'GET /api/public/home/': PUBLIC,
    'GET /api/public/public-user-question/similar/':
      "public/*: everyone ('already checked?' suggestions of published items; reads no token)",
    'POST /api/public/public-user-question/similar/':
      "public/*: everyone ('already checked?' by text or picture; published items only, nothing stored)",
    'POST /api/public/public-user-question/similar/opened/':
      "public/*: everyone (an opened 'already checked?' suggestion counted for the day; nothing of the reader kept)",
    'GET /api/public/statistics/': "public/*: everyone (the methodology page's monthly statistics)",
    'GET /api/public/archive/': "public/*: everyone (published reports' counts by month)",
  }),
  rows(everyone, { 'GET /api/public/archive/:year/:month/': PUBLIC }, () => ({ year: 1403, month: 1 })),
  rows(
    everyone,
    {
      'GET /api/public/public-user-question/similar/picture/:hash/':
        "public/*: everyone (the suggestions of a sent picture's words; published items only, reads no token)",
    },
    () => ({ hash: 'a'.repeat(64) }),
  ),
  rows(everyone, { 'GET /api/public/public-media/:id/': PUBLIC }, id('outletId')),
  rows(everyone, { 'GET /api/public/public-news-subject/:id/': PUBLIC }, id('subjectId')),
  rows(
    everyone,
    { 'GET /api/public/Faculty-users/:id': 'public/*: everyone (active role-4 users)' },
    id('facultyId'),
  ),
  rows(
    { who: 'everyone', blocked: 'refused' },
    {
      'GET /api/public/search/':
        "public/*: everyone; it reads a token (staff see every status), and a blocked account's token is refused as everywhere",
      'POST /api/public/public-user-question/':
        'public-user-question POST: everyone (a blocked account may not ask: the block-user action exists for that)',
    },
  ),
  row('POST /api/public/public-user-question/attach-temp-token/', signedIn, 'attach-temp-token: signed in', {
    body: () => ({ temporary_token: 'not-a-token' }),
  }),

  // ---- news/Category, news/Media, news/Review-Result: read 2-5, write 2, 3 ----
  rows(perm('newsroom.read'), {
    'GET /api/news/Category/': 'news/Category GET: 2-5',
    'GET /api/news/Media/': 'news/Media GET: 2-5',
    'GET /api/news/Review-Result/': 'news/Review-Result GET: 2-5',
  }),
  rows(perm('categories.manage'), { 'POST /api/news/Category/': 'news/Category writes: 2, 3' }),
  rows(
    perm('categories.manage'),
    { 'PATCH /api/news/Category/:id/': 'news/Category writes: 2, 3' },
    id('categoryId'),
  ),
  rows(perm('outlets.manage'), { 'POST /api/news/Media/': 'news/Media writes: 2, 3' }),
  rows(perm('outlets.manage'), { 'PATCH /api/news/Media/:id/': 'news/Media writes: 2, 3' }, id('outletId')),
  rows(
    perm('outlets.manage'),
    { 'DELETE /api/news/Media/:id/': 'news/Media writes: 2, 3' },
    id('spareOutletId'),
  ),
  row(
    'PATCH /api/news/Review-Result/:id/',
    perm('evaluations.edit'),
    "evaluations' descriptions: 2 (the super admin)",
    { params: id('evaluationId'), body: () => ({ description: 'تعریف آزمایشی' }) },
  ),

  // ---- the editable site pages: read by everyone, written by the super admin ----
  rows(everyone, { 'GET /api/public/site-pages/:key/': PUBLIC }, () => ({ key: 'about' })),
  row(
    'PUT /api/news/site-pages/:key/',
    perm('site-pages.edit'),
    "the about page's text: 2 (the super admin)",
    {
      params: () => ({ key: 'about' }),
      body: () => ({ body: '<p>درباره‌ی ما</p>' }),
    },
  ),

  // ---- news/news-subject and news/Rumor ----
  rows(perm('newsroom.read'), { 'GET /api/news/news-subject/': 'news/news-subject GET: 2-5' }),
  rows(perm('dashboard.read'), {
    'GET /api/news/dashboard/': "the dashboard's figures: 2 and 3, read-only 4 and 5 (the same answer)",
    'GET /api/news/dashboard.csv': "the dashboard's figures as CSV: 2-5",
  }),
  rows(perm('newsroom.read'), {
    'POST /api/news/pictures/matches/':
      "staff: whether a form's new image is a published check's picture (2-5)",
  }),
  rows(
    perm('newsroom.read'),
    {
      'GET /api/news/news-subject/:id/': 'news/news-subject GET: 2-5 (any status)',
      'GET /api/news/news-subject/:id/history/':
        "a subject's history, 2-5 (those who open its edit screen; a draft too)",
    },
    id('draftSubjectId'),
  ),
  rows(perm('subjects.edit'), {
    'POST /api/news/news-subject/': 'news/news-subject POST: 2, 3',
    'POST /api/news/Rumor/': 'news/Rumor POST: 2, 3',
  }),
  rows(
    perm('subjects.edit'),
    { 'PATCH /api/news/news-subject/:id/': 'news/news-subject PATCH: 2, 3' },
    id('subjectId'),
  ),
  rows(
    perm('subjects.edit'),
    {
      'POST /api/news/news-subject/:id/history/:revision_id/restore/':
        'restoring a version is an edit: news/news-subject PATCH, 2, 3',
    },
    revision('subjectId'),
  ),
  rows(
    perm('subjects.edit'),
    {
      'PUT /api/news/Rumor/:id/': 'news/Rumor PUT: 2, 3',
      'DELETE /api/news/Rumor/:id/': 'news/Rumor DELETE: 2, 3',
    },
    id('sourceId'),
  ),

  // ---- reviews: news/review-subject (staff) and public-news-review ----
  rows(perm('reviews.write'), {
    'GET /api/news/review-subject/': 'news/review-subject GET: 2-5',
    'POST /api/news/review-subject/': 'news/review-subject POST: 2-5',
  }),
  rows(
    perm('reviews.write'),
    { 'GET /api/news/review-subject/:id/': 'news/review-subject GET: 2-5 (a draft too)' },
    id('reviewId'),
  ),
  rows(
    reviewEdit,
    {
      'PATCH /api/news/review-subject/:id/':
        'news/review-subject PATCH: 2, 3 and 5 any review, 4 their own (the walk edits a role-4 draft)',
    },
    id('reviewId'),
  ),
  rows(
    perm('newsroom.read'),
    {
      'GET /api/news/review-subject/:id/history/':
        "a review's history, 2-5 (those who open its edit screen; a draft too)",
    },
    id('reviewId'),
  ),
  rows(
    reviewEdit,
    {
      'POST /api/news/review-subject/:id/history/:revision_id/restore/':
        'restoring a version is an edit: 2, 3 and 5 any review, 4 their own',
    },
    revision('reviewId'),
  ),
  rows(everyone, {
    'GET /api/public/corrections/': 'public/*: everyone',
    'GET /api/public/public-news-review/': PUBLIC,
  }),
  rows(
    everyone,
    { 'GET /api/public/public-news-review/:id/': 'public/*: everyone (published only)' },
    id('publishedReviewId'),
  ),

  // ---- news/asked ----
  rows(signedIn, {
    'GET /api/news/asked/': 'news/asked GET: 2, 3 all; any other signed-in user only their own',
  }),
  rows(
    perm('questions.staff'),
    {
      'GET /api/news/asked/:id/': 'news/asked GET one: 2, 3',
      'GET /api/news/asked/:id/pictures/': "news/asked a question's pictures and their matches: 2, 3",
      'PATCH /api/news/asked/:id/': 'news/asked PATCH: 2, 3',
      'DELETE /api/news/asked/:id/': 'news/asked DELETE: 2, 3',
    },
    id('questionId'),
  ),
  rows(
    perm('questions.staff'),
    { 'POST /api/news/asked/:id/block-user/': 'news/asked block-user: 2, 3' },
    id('askerQuestionId'),
  ),
  row(
    'POST /api/news/asked/:id/group/',
    perm('questions.staff'),
    'news/asked group: the staff who manage the inbox, 2, 3',
    { params: id('questionId'), body: () => ({ group: null }) },
  ),
  row(
    'POST /api/news/asked/:id/reply/',
    perm('questions.staff'),
    'news/asked reply through the tipline bot: the staff who manage the inbox, 2, 3',
    { params: id('questionId'), body: () => ({ text: 'پاسخ' }) },
  ),
  row(
    'GET /api/tipline/settings/',
    perm('tipline.settings'),
    "tipline settings (the bots' state, the digest hour): the super admin, 2",
    {},
  ),
  row(
    'PATCH /api/tipline/settings/',
    perm('tipline.settings'),
    'tipline settings: setting the digest hour is the super admin’s, 2',
    { body: () => ({ digest_hour: 9 }) },
  ),

  // ---- the newsroom's work (ADR 33): assignment, my work, notices, the inbox's queues, approval ----
  rows(
    perm('newsroom.read'),
    {
      'PATCH /api/news/asked/:id/assignment/':
        "who is on a question's group: staff 2-5 through the route; 2, 3 assign anyone, 4, 5 only take " +
        'unassigned work for themselves (the walk changes nothing)',
    },
    id('questionId'),
  ),
  rows(
    perm('newsroom.read'),
    {
      'PATCH /api/news/news-subject/:id/assignment/':
        'who is on a subject: staff 2-5 through the route; 2, 3 assign anyone, 4, 5 only take unassigned work',
    },
    id('subjectId'),
  ),
  rows(
    perm('newsroom.read'),
    {
      'PATCH /api/news/review-subject/:id/assignment/':
        'who is on a review: staff 2-5 through the route; 2, 3 assign anyone, 4, 5 only take unassigned work',
    },
    id('reviewId'),
  ),
  rows(perm('newsroom.read'), {
    'GET /api/news/my-work/': "'my work': every staff role, their own assigned items",
    'GET /api/news/staff/': 'whom work can be assigned to: 2-5 (names and roles of active staff)',
    'GET /api/news/notices/': "a staff member's own notices: 2-5",
    'GET /api/news/notices/count/': "a staff member's unread notices: 2-5",
    'POST /api/news/notices/read/': "marking one's own notices read: 2-5",
  }),
  rows(perm('work.take'), {
    'GET /api/news/my-work/takeable/':
      "work a board member or an editor may take, offered in 'my work' since they have no inbox: 4, 5",
  }),
  rows(perm('questions.staff'), {
    'GET /api/news/asked/queues/': "the inbox's saved filters and their counts: the inbox's staff, 2, 3",
  }),
  rows(
    perm('reviews.approve'),
    {
      'POST /api/news/review-subject/:id/approve/':
        'publishing a review waiting for approval: 2, 3, 5, never their own (the walk meets a draft: 409)',
    },
    id('reviewId'),
  ),
  row(
    'POST /api/news/review-subject/:id/send-back/',
    perm('reviews.approve'),
    'sending a waiting review back with a note: 2, 3, 5, never their own (the walk meets a draft: 409)',
    { params: id('reviewId'), body: () => ({ note: 'لطفاً منبع را اضافه کنید.' }) },
  ),
);
