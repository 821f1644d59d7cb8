// Turns the demo content into rows to insert: dates, views, links, HTML and search columns. Pure and
// deterministic (seeded PRNG, dates as offsets from `now`), so it can be tested without a database.
import { normalizePersian } from '@rasti/contract';
import { outletSearchText } from '../../features/outlets/outlets.search-text.ts';
import {
  CATEGORIES,
  type CategoryKey,
  EVALUATIONS,
  OUTLETS,
  type OutletKey,
  type VerdictKey,
} from './content/catalogue.ts';
import { PEOPLE } from './content/people.ts';
import { QUESTIONS } from './content/questions.ts';
import { REVIEWS } from './content/reviews.ts';
import { SUBJECTS, type SubjectSeed } from './content/subjects.ts';
import type { ImageSpec } from './images.ts';
import { createRandom } from './random.ts';

const SEED = 20_240_601;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** published subjects are spread over this many days before seeding */
const PUBLISHED_SPAN_DAYS = 58;

export interface PlannedUser {
  key: string;
  mobile: string;
  role: number;
  firstName: string;
  lastName: string;
  gender: number;
  abstract: string;
  isActive: boolean;
  dateJoined: Date;
  searchText: string;
  avatar: ImageSpec | null;
}

export interface PlannedSource {
  outlet: OutletKey;
  title: string;
  link: string;
  summary: string;
  datePublishedRumor: Date;
  verdict: VerdictKey;
}

export interface PlannedSubject {
  key: string;
  title: string;
  abstract: string;
  content: string;
  category: CategoryKey;
  verdict: VerdictKey;
  status: number;
  priority: number;
  hashtags: string;
  datePublished: Date | null;
  views: number;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string;
  image: ImageSpec;
  sources: PlannedSource[];
}

export interface PlannedNewsItem {
  outlet: OutletKey;
  title: string;
  link: string;
  summary: string;
  date: Date;
  verdict: VerdictKey;
  position: number;
}

export interface PlannedReview {
  subject: string;
  author: string;
  title: string;
  summary: string;
  content: string;
  status: number;
  datePublished: Date | null;
  views: number;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
  image: ImageSpec;
  items: PlannedNewsItem[];
}

export interface PlannedQuestion {
  title: string;
  summary: string;
  resource: string;
  fullName: string;
  user: string | null;
  subject: string | null;
  isShown: boolean;
  registerDate: Date;
  /** a shown question linked to a published subject was answered when the subject came out */
  answeredAt: Date | null;
  searchText: string;
}

export interface DemoPlan {
  users: PlannedUser[];
  categories: { key: CategoryKey; title: string; titleKey: string; color: string }[];
  evaluations: { key: VerdictKey; title: string; color: string; score: number; description: string }[];
  outlets: {
    key: OutletKey;
    name: string;
    englishName: string;
    link: string;
    origin: number;
    searchText: string;
    logo: ImageSpec;
  }[];
  subjects: PlannedSubject[];
  reviews: PlannedReview[];
  questions: PlannedQuestion[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;

/** Clean HTML within the editor's allow-list: p, h2/h3, strong, em, ul/li, a href https. */
function subjectHtml(subject: SubjectSeed): string {
  const parts = [
    `<p>${esc(subject.claim)}</p>`,
    '<h2>بررسی شواهد</h2>',
    `<p>${esc(subject.evidence)}</p>`,
    '<h3>نکته‌های کلیدی</h3>',
    list(subject.points),
    '<h2>جمع‌بندی</h2>',
    `<p><strong>ارزیابی راستی: ${esc(EVALUATIONS[subject.verdict].title)}.</strong> ${esc(subject.conclusion)}</p>`,
  ];
  if (subject.reference) {
    parts.push(
      `<p><em>برای مطالعه بیشتر:</em> <a href="${esc(subject.reference.href)}">${esc(subject.reference.label)}</a></p>`,
    );
  }
  return parts.join('\n');
}

function reviewHtml(review: (typeof REVIEWS)[number]): string {
  const [first, ...rest] = review.paragraphs;
  return [
    `<p>${esc(first ?? '')}</p>`,
    `<h2>${esc(review.heading)}</h2>`,
    ...rest.map((p) => `<p>${esc(p)}</p>`),
    ...(review.advice ? ['<h3>توصیه‌ها</h3>', list(review.advice)] : []),
  ].join('\n');
}

/** String hash (FNV-1a) so every picture gets its own stable decoration. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function buildDemoPlan(now: Date): DemoPlan {
  const rnd = createRandom(SEED);
  const t = now.getTime();
  const ago = (ms: number) => new Date(t - ms);

  const categories = (Object.keys(CATEGORIES) as CategoryKey[]).map((key) => ({
    key,
    title: CATEGORIES[key].title,
    titleKey: normalizePersian(CATEGORIES[key].title),
    color: CATEGORIES[key].color,
  }));
  const evaluations = (Object.keys(EVALUATIONS) as VerdictKey[]).map((key) => ({ key, ...EVALUATIONS[key] }));
  const outlets = (Object.keys(OUTLETS) as OutletKey[]).map((key, index) => {
    const o = OUTLETS[key];
    const initials = o.englishName
      .split(/[\s-]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 2);
    return {
      key,
      name: o.name,
      englishName: o.englishName,
      link: o.link,
      origin: o.origin,
      searchText: outletSearchText(o),
      logo: { kind: 'logo', initials, color: o.color, seed: index } satisfies ImageSpec,
    };
  });

  // Published subjects get dates in a shuffled order, so the newest are not all from one category.
  const publishedKeys = SUBJECTS.filter((s) => s.status === 2).map((s) => s.key);
  for (let i = publishedKeys.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [publishedKeys[i], publishedKeys[j]] = [publishedKeys[j]!, publishedKeys[i]!];
  }
  const publishedRank = new Map(publishedKeys.map((key, rank) => [key, rank]));
  const span = Math.max(1, publishedKeys.length - 1);

  const subjects: PlannedSubject[] = SUBJECTS.map((s) => {
    let datePublished: Date | null = null;
    let createdAt: Date;
    let views = 0;
    if (s.status === 2) {
      const rank = publishedRank.get(s.key)!;
      datePublished = ago((1 + (rank * PUBLISHED_SPAN_DAYS) / span) * DAY + rnd.int(0, 20) * HOUR);
      createdAt = new Date(datePublished.getTime() - rnd.int(4, 40) * HOUR);
      // older and higher-priority subjects tend to have been read more
      views = Math.round((150 + rnd.next() ** 2 * 9000) * (1 + (5 - s.priority) * 0.25) * (1 + rank / span));
    } else if (s.status === 1) {
      createdAt = ago(rnd.int(6, 120) * HOUR);
    } else {
      datePublished = ago(rnd.int(70, 150) * DAY + rnd.int(0, 20) * HOUR);
      createdAt = new Date(datePublished.getTime() - rnd.int(4, 40) * HOUR);
      views = rnd.int(800, 7000);
    }
    const reference = datePublished ?? createdAt;
    const sources = s.sources.map((src) => ({
      outlet: src.outlet,
      title: src.title,
      link: `${OUTLETS[src.outlet].link}/news/${rnd.int(10_000, 999_999)}`,
      summary: src.summary,
      datePublishedRumor: new Date(reference.getTime() - rnd.int(6, 120) * HOUR),
      verdict: src.verdict ?? s.verdict,
    }));
    return {
      key: s.key,
      title: s.title,
      abstract: s.abstract,
      content: subjectHtml(s),
      category: s.category,
      verdict: s.verdict,
      status: s.status,
      priority: s.priority,
      hashtags: s.hashtags,
      datePublished,
      views,
      searchText: normalizePersian(`${s.title} ${s.abstract}`),
      createdAt,
      updatedAt: datePublished ?? createdAt,
      createdBy: rnd.next() < 0.7 ? 'admin' : 'superAdmin',
      image: {
        kind: 'cover',
        folder: 'subjects',
        motif: s.category,
        color: CATEGORIES[s.category].color,
        seed: hash(s.key),
      } satisfies ImageSpec,
      sources,
    };
  });
  const subjectByKey = new Map(subjects.map((s) => [s.key, s]));

  const reviews: PlannedReview[] = REVIEWS.map((r) => {
    const subject = subjectByKey.get(r.subject);
    if (!subject?.datePublished) throw new Error(`review of an unpublished subject: ${r.subject}`);
    const latest = t - HOUR;
    let datePublished: Date | null = null;
    let createdAt: Date;
    let views = 0;
    if (r.status === 2) {
      datePublished = new Date(Math.min(latest, subject.datePublished.getTime() + rnd.int(6, 72) * HOUR));
      createdAt = new Date(
        Math.max(subject.datePublished.getTime(), datePublished.getTime() - rnd.int(2, 24) * HOUR),
      );
      const ageDays = (t - datePublished.getTime()) / DAY;
      views = Math.round(40 + rnd.next() * 600 + ageDays * rnd.int(20, 60));
    } else {
      createdAt = new Date(Math.min(latest, subject.datePublished.getTime() + rnd.int(6, 48) * HOUR));
    }
    const items = r.items.map((index, position) => {
      const source = subject.sources[index];
      if (!source) throw new Error(`review of ${r.subject} cites missing source ${index}`);
      return {
        outlet: source.outlet,
        title: source.title,
        link: source.link,
        summary: source.summary,
        date: source.datePublishedRumor,
        verdict: source.verdict,
        position,
      };
    });
    const category = subject.category;
    return {
      subject: r.subject,
      author: r.author,
      title: r.title,
      summary: r.summary,
      content: reviewHtml(r),
      status: r.status,
      datePublished,
      views,
      searchText: normalizePersian(`${r.title} ${r.summary}`),
      createdAt,
      updatedAt: datePublished ?? createdAt,
      image: {
        kind: 'cover',
        folder: 'reviews',
        motif: category,
        color: CATEGORIES[category].color,
        seed: hash(`${r.subject}/${r.title}`),
      } satisfies ImageSpec,
      items,
    };
  });

  const questions: PlannedQuestion[] = QUESTIONS.map((q) => {
    const subject = q.subject ? subjectByKey.get(q.subject) : undefined;
    if (q.subject && !subject?.datePublished)
      throw new Error(`question answered by unpublished ${q.subject}`);
    // an answered question came in before the subject that answers it was published
    const registerDate = subject?.datePublished
      ? new Date(subject.datePublished.getTime() - rnd.int(20, 90) * HOUR)
      : ago(q.daysAgo * DAY + rnd.int(1, 20) * HOUR);
    return {
      title: q.title,
      summary: q.summary,
      resource: q.resource,
      fullName: q.fullName ?? '',
      user: q.user ?? null,
      subject: q.subject ?? null,
      isShown: !q.hidden,
      registerDate,
      answeredAt: !q.hidden && subject?.datePublished ? subject.datePublished : null,
      searchText: normalizePersian(`${q.title} ${q.summary}`),
    };
  });

  const users: PlannedUser[] = PEOPLE.map((p, index) => {
    // nobody asked a question before joining
    const firstQuestion = Math.min(
      ...questions.filter((q) => q.user === p.key).map((q) => q.registerDate.getTime()),
    );
    const joined = Math.min(t - p.joinedDaysAgo * DAY - rnd.int(0, 20) * HOUR, firstQuestion - 2 * DAY);
    const palette = Object.values(CATEGORIES).map((c) => c.color);
    return {
      key: p.key,
      mobile: p.mobile,
      role: p.role,
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      abstract: p.abstract,
      isActive: p.isActive ?? true,
      dateJoined: new Date(joined),
      searchText: normalizePersian(`${p.firstName} ${p.lastName} ${p.mobile}`),
      avatar: p.portrait
        ? ({
            kind: 'avatar',
            gender: p.gender,
            color: palette[index % palette.length]!,
            seed: hash(p.key),
          } satisfies ImageSpec)
        : null,
    };
  });

  return { users, categories, evaluations, outlets, subjects, reviews, questions };
}
