/**
 * `npm run seed:large`: adds 100 000 subjects and 500 000 sources (plus the categories, outlets, evaluations,
 * reviews and questions they need) to the configured database, to measure the catalogue at size; the subjects
 * get main images with their fingerprints (db/seed-pictures.ts: 1 000 made, hashed and stored, each shown by a
 * hundred subjects, the others' hashes varied).
 * DATABASE_URL selects PostgreSQL; without it the PGlite data folder is used, under the same folder lock
 * as the server (stop the server first). SEED_SUBJECTS and SEED_SOURCES change the counts.
 *
 * Rows are made inside the database with INSERT … SELECT over generate_series, in batches, so nothing
 * large crosses the wire. Titles and abstracts are drawn from Persian word lists that are already in
 * normalised form, so search_text is title and abstract joined, their affixes folded in SQL as normalizePersian
 * folds them (AFFIX_FOLD; checked below).
 *
 * What EXPLAIN ANALYZE showed after this seed (PostgreSQL 15 and PGlite 0.5, on the shared 2-core machine):
 * - public list page in each order (newest, priority, views, most_wanted, most_reviewed): the page's ids
 *   come from an Index Only Scan of the matching subjects_status_*_idx under LIMIT, with no sort of the
 *   table; then 6 primary-key lookups. Under 2 ms on PostgreSQL, under 10 ms on PGlite; page 500 (OFFSET
 *   2994) skips index entries only: 2 ms / 25 ms.
 * - X-Total-Count without a search reads subject_tallies; a count(*) of the 85 000 published subjects
 *   was an index-only scan of 50 ms (PostgreSQL) to 300 ms (PGlite), which is why the tallies exist.
 * - search (LIKE '%…%' on the normalised search_text): Bitmap Index Scan on subjects_search_trgm_idx for a
 *   rare phrase (9 ms), or for a very common word in a popularity order a backward walk of that order's
 *   index filtering on the text (2 ms); its count is the bitmap scan, proportional to the matches.
 * - category filter: Index Only Scan of subjects_category_idx (category_id, status, date_published, id).
 * Through HTTP (app.inject, median of 31) every public list and search answered in 10-50 ms on both
 * databases with the machine's load average at 3.5.
 */
import { performance } from 'node:perf_hooks';
import { AFFIX_FOLD, foldAffixes, normalizePersian } from '@rasti/contract';
import { type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { rowsOf } from '../lib/sql.ts';
import { markStoredHtmlClean } from '../lib/stored-html.ts';
import { openStorage } from '../plugins/context.ts';
import { type Db, openDatabase } from './client.ts';
import { lockDataDir } from './lock.ts';
import { seedPictureFingerprints } from './seed-pictures.ts';

const SUBJECTS = Number(process.env.SEED_SUBJECTS ?? 100_000);
const SOURCES = Number(process.env.SEED_SOURCES ?? 500_000);
const SUBJECT_BATCH = 10_000;
/** Seeded subjects given a main image and its fingerprints (db/seed-pictures.ts). */
const PICTURES = Number(process.env.SEED_PICTURES ?? 100_000);
/** Of them, pictures made and hashed for real; the others' hashes are varied from theirs. */
const PICTURE_PHOTOS = Number(process.env.SEED_PICTURE_PHOTOS ?? 1_000);
const OUTLET_SCORE_TRIGGERS = [
  'sources_outlet_scores_insert',
  'sources_outlet_scores_update',
  'sources_outlet_scores_delete',
  'sources_outlet_months_insert',
  'sources_outlet_months_update',
  'sources_outlet_months_delete',
];
const SOURCE_BATCH = 50_000;

const SUBJECT_WORDS = (
  'ادعای افزایش کاهش قیمت نان بنزین دلار طلا مسکن اجاره یارانه حقوق بازنشستگان واکسن کرونا ' +
  'آنفولانزا بیمارستان دارو پزشکان مدارس دانشگاه کنکور معلمان دانشجویان انتخابات مجلس دولت شورای ' +
  'شهر تهران اصفهان مشهد تبریز شیراز خوزستان سیل زلزله خشکسالی آلودگی هوا آب برق قطعی گاز اینترنت ' +
  'فیلترینگ تلفن همراه بورس سهام بانک وام تورم بیکاری صادرات واردات خودرو پراید تیم ملی فوتبال ' +
  'جام جهانی المپیک تصویر ویدئو جعلی قدیمی منتسب به وزیر رئیس جمهور سخنگو نماینده گزارش آمار رسمی ' +
  'شایعه درباره تعطیلی سراسری مرز گردشگری پرواز فرودگاه قطار مترو'
).split(' ');
const ABSTRACT_WORDS = (
  'این خبر در شبکه‌های اجتماعی منتشر شد و بررسی ما نشان می‌دهد که ادعا با واقعیت همخوانی ندارد ' +
  'منابع رسمی آن را تایید نکرده‌اند تصویر مربوط به سال‌های گذشته است آمار ارائه شده ناقص بود ' +
  'کارشناسان معتقدند روایت گمراه کننده بخشی از حقیقت را پنهان کرده گزارش کامل مستندات پیوست شده ' +
  'است'
).split(' ');
const OUTLET_NAMES = (
  'ایرنا،ایسنا،فارس،تسنیم،مهر،همشهری،شرق،اعتماد،کیهان،جام جم،خبرآنلاین،عصر ایران،تابناک،فرارو،' +
  'دنیای اقتصاد،اقتصادنیوز،انتخاب،ایلنا،برنا،باشگاه خبرنگاران،صدا و سیما،بی بی سی فارسی،' +
  'ایران اینترنشنال،یورونیوز،صدای آمریکا،رادیو فردا،دویچه وله،ایندیپندنت فارسی،من و تو،' +
  'العربیه فارسی،اسپوتنیک،آناتولی،شبکه خبر،آفتاب،روزنامه ایران،وطن امروز،آرمان،هم میهن،پیام ما،' +
  'سازندگی'
).split('،');
const CATEGORIES: [string, string][] = [
  ['سیاسی', '#1565c0'],
  ['اقتصادی', '#2e7d32'],
  ['اجتماعی', '#6a1b9a'],
  ['سلامت', '#c62828'],
  ['ورزشی', '#ef6c00'],
  ['فرهنگی', '#00838f'],
  ['علمی', '#4e342e'],
  ['بین الملل', '#37474f'],
];
const EVALUATIONS: [string, string, number][] = [
  ['درست', '#2e7d32', 2],
  ['نیمه درست', '#9e9d24', 1],
  ['گمراه کننده', '#ef6c00', -1],
  ['نادرست', '#c62828', -2],
  ['فاقد شواهد', '#757575', 0],
];

// Questions: a tipline hears the same rumour many times. Each rumour is asked in groups of 1 to
// 50 phrasings (skewed: most alone or in small groups, a few asked by dozens), made from templates with the
// colloquial spellings readers use; the phrasings of one rumour share a group id (set here, as the matcher
// would have set it on ask, without running it 30 000 times).
const QUESTIONS = Number(process.env.SEED_QUESTIONS ?? 30_000);
const RUMOUR_NOUNS = [
  'قیمت نان',
  'قیمت بنزین',
  'مدارس',
  'بانک‌ها',
  'اینترنت',
  'برق',
  'آب شرب',
  'مترو',
  'یارانه نقدی',
  'حقوق کارمندان',
  'پروازهای خارجی',
  'کنکور سراسری',
  'واکسن آنفولانزا',
  'بلیت قطار',
  'قیمت دارو',
  'وام ازدواج',
  'اجاره‌بها',
  'قیمت طلا',
  'نرخ دلار',
  'قیمت خودرو',
];
const RUMOUR_PLACES = ['تهران', 'اصفهان', 'مشهد', 'شیراز', 'تبریز', 'اهواز', 'کرج', 'کل کشور'];
const RUMOUR_CLAIMS: [string, string][] = [
  ['از هفته آینده دو برابر می‌شود', 'از هفته بعد دو برابر میشه'],
  ['تا پایان ماه تعطیل است', 'تا آخر ماه تعطیله'],
  ['از فردا قطع می‌شود', 'از فردا قطع میشه'],
  ['رایگان شده است', 'رایگان شده'],
  ['سهمیه‌بندی می‌شود', 'سهمیه‌بندی میشه'],
  ['حذف می‌شود', 'حذف میشه'],
  ['سه برابر گران می‌شود', 'سه برابر گرون میشه'],
  ['ممنوع شده است', 'ممنوع شده'],
  ['نصف می‌شود', 'نصف میشه'],
  ['به زودی افزایش می‌یابد', 'به زودی زیاد میشه'],
];
/** a fourth dimension, so the 4 800 rumours do not repeat within the 30 000 questions */
const RUMOUR_WHEN = ['', 'به گفته یک نماینده ', 'طبق یک پیامک '];
const PHRASINGS: ((rumour: string, spoken: string) => string)[] = [
  (r) => `آیا ${r}؟`,
  (_r, s) => `میگن ${s}، درسته؟`,
  (r) => `${r}؛ صحت دارد؟`,
  (_r, s) => `راسته که ${s}؟`,
  (_r, s) => `شنیدم ${s}، واقعا؟`,
  (r) => `خبر «${r}» درست است؟`,
  (_r, s) => `${s}؟`,
  (r) => `لطفا بررسی کنید: ${r}`,
];
const REASONS = [
  'در گروه خانوادگی دست‌به‌دست شد',
  'چند کانال خبری نوشته‌اند',
  'همکارم گفت',
  'در شبکه‌های اجتماعی دیدم',
  'چرا کسی تکذیب نمی‌کند؟',
];

interface SeedQuestion {
  title: string;
  summary: string;
  search_text: string;
  group_id: number | null;
  is_shown: boolean;
}

/** 30 000 phrasings of the rumours, grouped; group ids above those in use, the sequence moved past them. */
async function insertGroupedQuestions(db: Db, newSubjects: ReturnType<typeof sql>): Promise<void> {
  const [used] = rowsOf<{ last: number }>(
    await db.execute(sql`SELECT coalesce(max(group_id), 0)::int AS last FROM questions`),
  );
  let nextGroup = (used?.last ?? 0) + 1;
  const rows: SeedQuestion[] = [];
  let rumour = 0;
  while (rows.length < QUESTIONS) {
    const noun = RUMOUR_NOUNS[rumour % RUMOUR_NOUNS.length]!;
    const place = RUMOUR_PLACES[Math.floor(rumour / RUMOUR_NOUNS.length) % RUMOUR_PLACES.length]!;
    const [claim, spoken] =
      RUMOUR_CLAIMS[
        Math.floor(rumour / (RUMOUR_NOUNS.length * RUMOUR_PLACES.length)) % RUMOUR_CLAIMS.length
      ]!;
    const when =
      RUMOUR_WHEN[
        Math.floor(rumour / (RUMOUR_NOUNS.length * RUMOUR_PLACES.length * RUMOUR_CLAIMS.length)) %
          RUMOUR_WHEN.length
      ]!;
    const written = `${when}${noun} در ${place} ${claim}`;
    const colloquial = `${when}${noun} ${place} ${spoken}`;
    // cubed randomness: most rumours are asked once or a few times, a few by dozens (at most 50)
    const size = Math.min(QUESTIONS - rows.length, 1 + Math.floor(Math.random() ** 3 * 50));
    const group = size > 1 ? nextGroup++ : null;
    for (let k = 0; k < size; k++) {
      const title = PHRASINGS[(k + rumour) % PHRASINGS.length]!(written, colloquial);
      const summary = REASONS[(k * 7 + rumour) % REASONS.length]!;
      rows.push({
        title,
        summary,
        search_text: normalizePersian(`${title} ${summary}`),
        group_id: group,
        is_shown: (rows.length + 1) % 8 !== 0,
      });
    }
    rumour += 1;
  }
  for (let from = 0; from < rows.length; from += QUESTION_BATCH) {
    const batch = JSON.stringify(rows.slice(from, from + QUESTION_BATCH));
    await db.execute(sql`
      WITH s AS ${newSubjects}
      INSERT INTO questions (subject_id, title, summary, search_text, group_id, is_shown)
      SELECT CASE WHEN random() < 0.3 THEN s.ids[1 + floor(power(random(), 2) * cardinality(s.ids))::int] END,
             q.title, q.summary, q.search_text, q.group_id, q.is_shown
      FROM json_to_recordset(${batch}::json)
        AS q(title text, summary text, search_text text, group_id int, is_shown boolean)
      CROSS JOIN s`);
  }
  await db.execute(
    sql`SELECT setval('question_group_seq', greatest((SELECT max(group_id) FROM questions), 1))`,
  );
  console.log(
    `  questions: ${rows.length} phrasings of ${rumour} rumours in ${nextGroup - 1 - (used?.last ?? 0)} groups`,
  );
}
const QUESTION_BATCH = 5000;

/** normalizePersian's affix fold (AFFIX_FOLD) in SQL, over text already normalised otherwise. */
const folded = (text: SQL) =>
  sql`regexp_replace(regexp_replace(${text}, ${AFFIX_FOLD.suffix.pattern}, ${AFFIX_FOLD.suffix.sqlReplacement}, 'g'),
                     ${AFFIX_FOLD.particle.pattern}, ${AFFIX_FOLD.particle.sqlReplacement}, 'g')`;

/** A text[] literal built from our own constant word lists (never user input). */
const textArray = (words: readonly string[]) =>
  sql.raw(`ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`);

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production') throw new Error('seed:large never runs with NODE_ENV=production.');
  // abstracts keep their half-spaces (ZWNJ), which search_text reads as spaces with the affixes joined
  // (see the subjects' insert)
  for (const word of [...SUBJECT_WORDS, ...ABSTRACT_WORDS]) {
    if (normalizePersian(word) !== foldAffixes(word.replace(/\u200C/g, ' ')))
      throw new Error(`word list entry is not in normalised form: ${word}`);
  }
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.on('exit', releaseLock);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  const { db } = database;
  const started = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    console.log(`${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
  };
  /** A step that inserts rows 1..total, `size` to a statement. */
  const batchedStep = (
    what: string,
    total: number,
    size: number,
    insert: (from: number, to: number) => Promise<unknown>,
  ) =>
    step(`${what} (${total} in batches of ${size})`, async () => {
      for (let from = 1; from <= total; from += size) await insert(from, Math.min(total, from + size - 1));
    });
  console.log(`seeding ${database.kind}: ${SUBJECTS} subjects, ${SOURCES} sources`);

  await step('categories, evaluations, outlets', async () => {
    for (const [title, color] of CATEGORIES) {
      await db.execute(sql`INSERT INTO categories (title, title_key, color) VALUES (${title}, ${normalizePersian(title)}, ${color})
        ON CONFLICT (title_key) DO NOTHING`);
    }
    const [evaluationCount] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM evaluations`),
    );
    if (!evaluationCount?.n) {
      for (const [title, color, score] of EVALUATIONS) {
        await db.execute(
          sql`INSERT INTO evaluations (title, color, score) VALUES (${title}, ${color}, ${score})`,
        );
      }
    }
    await db.execute(sql`
      INSERT INTO outlets (name, english_name, link, origin, search_text)
      SELECT o.name, 'Outlet ' || o.i, 'https://outlet' || o.i || '.example', CASE WHEN o.i > 21 THEN 2 ELSE 1 END,
             o.name || ' outlet ' || o.i || CASE WHEN o.i > 21 THEN ' خارجی' ELSE ' داخلی' END
      FROM unnest(${textArray(OUTLET_NAMES)}) WITH ORDINALITY AS o(name, i)
      WHERE NOT EXISTS (SELECT 1 FROM outlets x WHERE x.name = o.name)`);
  });

  const lastBefore =
    rowsOf<{ last: number }>(await db.execute(sql`SELECT coalesce(max(id), 0)::int AS last FROM subjects`))[0]
      ?.last ?? 0;
  // the new subjects are those above the old maximum (a serial never hands out a lower id)
  const newSubjects = sql`(SELECT array_agg(id) AS ids FROM subjects WHERE id > ${lastBefore}::int)`;

  // Loading row by row into indexed, foreign-keyed tables costs far more than building the indexes and
  // checking the keys once afterwards, so the secondary indexes of subjects and sources and the foreign keys
  // of the tables loaded are dropped and re-made from their own definitions; the counter and tally triggers
  // are paused and recounted once. One transaction holds it all, so a failure leaves the database as it was.
  await db.transaction(async (tx) => {
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await tx.execute(sql`
        SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN ('subjects', 'sources') AND indexname NOT LIKE '%_pkey'`),
    );
    const foreignKeys = rowsOf<{ tbl: string; name: string; def: string }>(
      await tx.execute(sql`
        SELECT t.relname AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
        WHERE c.contype = 'f' AND t.relname IN ('subjects', 'sources', 'reviews', 'questions')
          AND t.relnamespace = current_schema()::regnamespace`),
    );
    // index builds (the trigram one above all) are much faster with room to sort in memory
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
    for (const { tbl, name } of foreignKeys)
      await tx.execute(sql.raw(`ALTER TABLE "${tbl}" DROP CONSTRAINT "${name}"`));
    for (const { indexname } of indexes) await tx.execute(sql.raw(`DROP INDEX "${indexname}"`));
    await tx.execute(sql`ALTER TABLE subjects DISABLE TRIGGER subjects_tally`);
    await tx.execute(sql`ALTER TABLE reviews DISABLE TRIGGER reviews_subject_count`);
    await tx.execute(sql`ALTER TABLE questions DISABLE TRIGGER questions_subject_count`);
    // the agency table's counts are rebuilt once at the end instead of row by row
    for (const trigger of OUTLET_SCORE_TRIGGERS)
      await tx.execute(sql.raw(`ALTER TABLE sources DISABLE TRIGGER ${trigger}`));

    // the subqueries mention g and i so that every row and word is drawn afresh (and aggregates stay inner)
    await batchedStep('subjects', SUBJECTS, SUBJECT_BATCH, (from, to) =>
      tx.execute(sql`
          WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories),
               e AS (SELECT array_agg(id ORDER BY id) AS ids FROM evaluations),
               w AS (SELECT ${textArray(SUBJECT_WORDS)} AS sw, ${textArray(ABSTRACT_WORDS)} AS aw)
          INSERT INTO subjects (title, abstract, content, category_id, evaluation_id, status, priority, hashtags,
                                date_published, views, search_text, created_at, updated_at)
          SELECT s.title, s.abstract, '<p>' || s.abstract || '</p>',
                 c.ids[1 + (g * 7) % cardinality(c.ids)], e.ids[1 + (g * 3) % cardinality(e.ids)],
                 s.status, 1 + (g * 13) % 5, '#' || split_part(s.title, ' ', 1),
                 CASE WHEN s.status = 1 THEN NULL ELSE s.made END,
                 (random() * random() * 20000)::int,
                 ${folded(sql`s.title || ' ' || replace(s.abstract, U&'\\200C', ' ')`)}, s.made, s.made
          FROM generate_series(${from}::int, ${to}::int) AS g
          CROSS JOIN c CROSS JOIN e CROSS JOIN w
          CROSS JOIN LATERAL (
            SELECT
              (SELECT string_agg(w.sw[1 + floor(random() * cardinality(w.sw))::int + 0 * i], ' ')
                 FROM generate_series(1, 3 + (g % 4)) AS i) AS title,
              (SELECT string_agg(w.aw[1 + floor(random() * cardinality(w.aw))::int + 0 * i], ' ')
                 FROM generate_series(1, 10 + (g % 9)) AS i) AS abstract,
              CASE WHEN g % 20 = 0 THEN 1 WHEN g % 20 = 1 THEN 3 WHEN g % 20 = 2 THEN 4 ELSE 2 END AS status,
              now() - (random() * interval '1095 days') AS made
          ) AS s`),
    );

    await batchedStep('sources', SOURCES, SOURCE_BATCH, (from, to) =>
      tx.execute(sql`
          WITH o AS (SELECT array_agg(id ORDER BY id) AS ids FROM outlets),
               e AS (SELECT array_agg(id ORDER BY id) AS ids FROM evaluations),
               s AS ${newSubjects}
          INSERT INTO sources (subject_id, title, link, outlet_id, summary, date_published_rumor, evaluation_id, status)
          SELECT s.ids[1 + floor(random() * cardinality(s.ids))::int + 0 * g],
                 'روایت شماره ' || g, 'https://news.example/' || g, o.ids[1 + floor(random() * cardinality(o.ids))::int],
                 'خلاصه روایت شماره ' || g, now() - (random() * interval '1095 days'),
                 e.ids[1 + floor(random() * cardinality(e.ids))::int], CASE WHEN g % 10 = 0 THEN 1 ELSE 2 END
          FROM generate_series(${from}::int, ${to}::int) AS g CROSS JOIN o CROSS JOIN e CROSS JOIN s`),
    );

    // squared randomness piles reviews and questions onto some subjects, so the popularity sorts have spread
    await step(`reviews (20 000), questions (${QUESTIONS}, grouped), counters`, async () => {
      await tx.execute(sql`
        WITH s AS ${newSubjects}
        INSERT INTO reviews (subject_id, title, summary, status, date_published)
        SELECT s.ids[1 + floor(power(random(), 2) * cardinality(s.ids))::int + 0 * g], 'بررسی موضوع ' || g,
               'خلاصه بررسی', CASE WHEN g % 5 = 0 THEN 1 ELSE 2 END, now()
        FROM generate_series(1, 20000) AS g CROSS JOIN s`);
      await insertGroupedQuestions(tx as unknown as Db, newSubjects);
      await tx.execute(sql`
        UPDATE subjects s SET
          review_count = (SELECT count(*) FROM reviews r WHERE r.subject_id = s.id AND r.status = 2),
          question_count = (SELECT count(*) FROM questions q WHERE q.subject_id = s.id AND q.is_shown)
        WHERE s.id > ${lastBefore}::int`);
    });

    await tx.execute(sql`DELETE FROM subject_tallies`);
    await tx.execute(sql`
      INSERT INTO subject_tallies (category_id, status, n, reviews)
      SELECT coalesce(category_id, 0), status, count(*), sum(review_count) FROM subjects GROUP BY 1, 2`);
    await tx.execute(sql`ALTER TABLE subjects ENABLE TRIGGER subjects_tally`);
    await tx.execute(sql`ALTER TABLE reviews ENABLE TRIGGER reviews_subject_count`);
    await tx.execute(sql`ALTER TABLE questions ENABLE TRIGGER questions_subject_count`);
    await tx.execute(sql`DELETE FROM outlet_scores`);
    await tx.execute(sql`
      INSERT INTO outlet_scores (outlet_id, evaluation_id, n)
      SELECT so.outlet_id, coalesce(so.evaluation_id, 0), count(*)
      FROM sources so JOIN subjects s ON s.id = so.subject_id
      WHERE so.status = 2 AND s.status = 2
      GROUP BY 1, 2`);
    await tx.execute(sql`DELETE FROM outlet_months`);
    await tx.execute(sql`
      INSERT INTO outlet_months (outlet_id, month, evaluation_id, n)
      SELECT so.outlet_id, tehran_jalali_month(coalesce(so.date_published_rumor, so.created_at)),
             coalesce(so.evaluation_id, 0), count(*)
      FROM sources so JOIN subjects s ON s.id = so.subject_id
      WHERE so.status = 2 AND s.status = 2
      GROUP BY 1, 2, 3`);
    for (const trigger of OUTLET_SCORE_TRIGGERS)
      await tx.execute(sql.raw(`ALTER TABLE sources ENABLE TRIGGER ${trigger}`));
    await step(
      `re-create ${indexes.length} indexes and check ${foreignKeys.length} foreign keys`,
      async () => {
        for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
        for (const { tbl, name, def } of foreignKeys) {
          await tx.execute(sql.raw(`ALTER TABLE "${tbl}" ADD CONSTRAINT "${name}" ${def}`));
        }
      },
    );
  });

  // its HTML is clean by construction (docs/decisions/0018): the next start need not clean 120 000 rows
  await markStoredHtmlClean(db);

  const storage = await openStorage(config);
  await step(`pictures (${PICTURES}, ${PICTURE_PHOTOS} of them made, hashed and stored)`, () =>
    seedPictureFingerprints(db, {
      afterId: lastBefore,
      pictures: PICTURES,
      photos: PICTURE_PHOTOS,
      storage,
    }),
  );

  // VACUUM sets the visibility map, so counts and lists can be answered from the indexes alone
  await step('VACUUM ANALYZE', async () => {
    for (const table of [
      'subjects',
      'sources',
      'reviews',
      'questions',
      'outlets',
      'subject_tallies',
      'outlet_scores',
      'picture_fingerprints',
      'outlet_months',
    ]) {
      await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    }
  });
  console.log(
    `done: subjects above id ${lastBefore}; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
  releaseLock();
}

main().catch((err: unknown) => {
  // drizzle's message is the failed query; the database's reason is its cause
  const cause = err instanceof Error && err.cause instanceof Error ? `\n${err.cause.message}` : '';
  console.error(err instanceof Error ? `${err.message.split('\n')[0]}${cause}` : err);
  process.exit(1);
});
