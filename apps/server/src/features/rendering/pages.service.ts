import { Status } from '@rasti/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, reviewNewsItems, reviews, sources, subjects } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { subjectTag } from '../../plugins/public-cache-tags.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../cards/card-render.ts';
import { reportCardImage } from '../cards/cards.service.ts';
import { isPublic } from '../reviews/reviews.repository.ts';
import { type ClaimReviewInput, claimReview } from './claim-review.ts';
import { type PageHead, shorten } from './page-head.ts';

const verdicts = alias(evaluations, 'verdicts');
/** Claim appearances listed in one ClaimReview */
const MAX_APPEARANCES = 20;

/** Where the page lives: the configured public URL (PUBLIC_URL, or the listening address outside production). */
export interface SiteAddress {
  origin: string;
}

const absolute = (site: SiteAddress, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${site.origin}${url.startsWith('/') ? '' : '/'}${url}`;

const imageUrl = (site: SiteAddress, storage: FileStorage, key: string | null): string | null =>
  key ? absolute(site, storage.url(key)) : null;

/** A public article page's head: its title, a short description, its address, image and first publication. */
const articleHead = (
  site: SiteAddress,
  storage: FileStorage,
  page: { title: string; description: string; path: string; image: string | null; published: Date | null },
): PageHead => ({
  title: page.title,
  description: shorten(page.description),
  url: `${site.origin}${page.path}`,
  image: imageUrl(site, storage, page.image),
  type: 'article',
  publishedTime: page.published?.toISOString() ?? null,
});

/**
 * Where the claim appeared: the subject's published sources, earliest first (the first one's outlet made
 * the claim), and the review's news items.
 */
async function claimSources(
  db: Db,
  reviewId: number,
  subjectId: number,
): Promise<Pick<ClaimReviewInput, 'sources' | 'appearances'>> {
  const [items, rumours] = await Promise.all([
    db
      .select({
        url: reviewNewsItems.link,
        headline: reviewNewsItems.title,
        date: reviewNewsItems.date,
        outlet: outlets.name,
      })
      .from(reviewNewsItems)
      .leftJoin(outlets, eq(outlets.id, reviewNewsItems.outletId))
      .where(and(eq(reviewNewsItems.reviewId, reviewId), sql`${reviewNewsItems.link} <> ''`))
      .orderBy(asc(reviewNewsItems.position), asc(reviewNewsItems.id))
      .limit(MAX_APPEARANCES),
    db
      .select({
        url: sources.link,
        headline: sources.title,
        date: sources.datePublishedRumor,
        outlet: outlets.name,
        outletLink: outlets.link,
      })
      .from(sources)
      .innerJoin(outlets, eq(outlets.id, sources.outletId))
      .where(and(eq(sources.subjectId, subjectId), eq(sources.status, Status.Published)))
      .orderBy(sql`${sources.datePublishedRumor} asc nulls last`, asc(sources.id))
      .limit(MAX_APPEARANCES),
  ]);
  return { sources: rumours, appearances: items };
}

/**
 * A published report's head, with its ClaimReview when its subject carries a verdict (a ClaimReview
 * without a rating is incomplete, so none is written then). Null for drafts, archived or unknown reviews
 * and for reviews of unpublished subjects: those get the plain page.
 */
export async function reportHead(
  db: Db,
  storage: FileStorage,
  site: SiteAddress,
  id: number,
): Promise<PageHead | null> {
  const [row] = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      summary: reviews.summary,
      mainImage: reviews.mainImage,
      datePublished: reviews.datePublished,
      subjectId: subjects.id,
      subjectTitle: subjects.title,
      verdict: verdicts.title,
    })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(verdicts, eq(verdicts.id, subjects.evaluationId))
    .where(and(eq(reviews.id, id), isPublic));
  if (!row) return null;
  const head = articleHead(site, storage, {
    title: row.title,
    description: row.summary || row.subjectTitle,
    path: `/report/${row.id}`,
    image: row.mainImage,
    published: row.datePublished,
  });
  head.shows = [subjectTag(row.subjectId)];
  // its own verdict card in place of the report's image, in the large preview
  const card = await reportCardImage({ db, site, id: row.id });
  if (card)
    Object.assign(head, {
      image: card.url,
      imageWidth: CARD_WIDTH,
      imageHeight: CARD_HEIGHT,
      imageAlt: card.alt,
    });
  const { url, publishedTime } = head;
  if (!row.verdict) return head;
  head.jsonLd = claimReview({
    url,
    name: row.title,
    claim: row.subjectTitle,
    verdict: row.verdict,
    datePublished: publishedTime ?? null,
    site,
    ...(await claimSources(db, row.id, row.subjectId)),
  });
  return head;
}

/** A published subject's head; null for anything the public cannot see. */
export async function subjectHead(
  db: Db,
  storage: FileStorage,
  site: SiteAddress,
  id: number,
): Promise<PageHead | null> {
  const [row] = await db
    .select({
      id: subjects.id,
      title: subjects.title,
      abstract: subjects.abstract,
      mainImage: subjects.mainImage,
      datePublished: subjects.datePublished,
    })
    .from(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.status, Status.Published)));
  if (!row) return null;
  return articleHead(site, storage, {
    title: row.title,
    description: row.abstract || row.title,
    path: `/news-subject-page/${row.id}`,
    image: row.mainImage,
    published: row.datePublished,
  });
}
