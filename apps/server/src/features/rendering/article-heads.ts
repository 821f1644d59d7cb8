import type { PublicOutletDetail, ReviewDetail, ReviewListItem, SubjectListItem } from '@rasti/contract';
import { toPersianDigits } from '@rasti/contract/persian';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { subjectTag } from '../../plugins/public-cache-tags.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../cards/index.ts';
import { cardVersion, reportCardContent, reportCardPath } from '../cards/index.ts';
import { type ClaimSource, claimReview } from './claim-review.ts';
import { findClaimSources, publishedReportHead } from '../reviews/index.ts';
import { findPublishedSubject } from '../subjects/index.ts';
import { type PageHead, shorten } from './page-head.ts';

// The heads of the shared article pages, made from the page's own API answer (the detail the page shows
// and the render is given): nothing is asked of the database twice for one page. A page that is not
// rendered (a session, or every renderer taken) reads only what its head shows, in the same shapes.

/** What a report's head shows: the detail's card fields and news items. */
export type ReportHeadSource = ReviewListItem & Pick<ReviewDetail, 'news_items'>;

/** Claim appearances listed in one ClaimReview */
const MAX_APPEARANCES = 20;

/** Where the page lives: the configured public URL (PUBLIC_URL, or the listening address outside production). */
export interface SiteAddress {
  origin: string;
}

const absolute = (site: SiteAddress, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${site.origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** A public article page's head: its title, a short description, its address, image and first publication. */
const articleHead = (
  site: SiteAddress,
  page: { title: string; description: string; path: string; image: string | null; published: string | null },
): PageHead => ({
  title: page.title,
  description: shorten(page.description),
  url: `${site.origin}${page.path}`,
  image: page.image ? absolute(site, page.image) : null,
  type: 'article',
  publishedTime: page.published,
});

/**
 * A published report's head (from its public detail), with its verdict card as the large preview and its
 * ClaimReview when its subject carries a verdict (a ClaimReview without a rating is incomplete, so none is
 * written then). Where the claim appeared: the subject's published sources and the review's news items.
 */
export async function reportHead(
  db: Db,
  site: SiteAddress,
  report: ReportHeadSource,
  /** the subject's claim sources when already read (the render's detail), else read here */
  given?: ClaimSource[],
): Promise<PageHead> {
  const head = articleHead(site, {
    title: report.title,
    description: report.summary || report.subject_title,
    path: `/report/${report.id}`,
    image: report.main_images,
    published: report.date_published,
  });
  head.shows = [subjectTag(report.subject_id)];
  // its own verdict card in place of the report's image, in the large preview
  const card = reportCardContent(
    {
      id: report.id,
      subjectId: report.subject_id,
      claim: report.subject_title,
      verdict: report.subject_evaluation_title,
      colour: report.subject_evaluation_color,
    },
    site,
  );
  Object.assign(head, {
    image: `${site.origin}${reportCardPath(report.id, cardVersion(card))}`,
    imageWidth: CARD_WIDTH,
    imageHeight: CARD_HEIGHT,
    imageAlt: card.verdict ? `${card.verdict}: ${card.title}` : card.title,
  });
  const verdict = report.subject_evaluation_title;
  if (!verdict) return head;
  head.jsonLd = claimReview({
    url: head.url,
    name: report.title,
    claim: report.subject_title,
    verdict,
    datePublished: head.publishedTime ?? null,
    site,
    sources: given ?? (await findClaimSources(db, report.subject_id)),
    appearances: report.news_items
      .filter((item) => item.link !== '')
      .slice(0, MAX_APPEARANCES)
      .map((item) => ({
        url: item.link,
        headline: item.title,
        date: item.date === null ? null : new Date(item.date * 1000),
        outlet: item.source_name,
      })),
  });
  return head;
}

/** A published subject's head (from its public detail, or its list item). */
export const subjectHead = (site: SiteAddress, subject: SubjectListItem): PageHead =>
  articleHead(site, {
    title: subject.title,
    description: subject.abstract || subject.title,
    path: `/news-subject-page/${subject.id}`,
    image: subject.main_images,
    published: subject.date_published,
  });

/** A published report's head fields without its whole detail (null when the public cannot see it). */
export const reportHeadSource = (
  db: Db,
  storage: FileStorage,
  id: number,
): Promise<ReportHeadSource | null> => publishedReportHead({ db, storage, id });

/** A published subject's head fields (its list item; null when the public cannot see it). */
export const subjectHeadSource = (
  db: Db,
  storage: FileStorage,
  id: number,
): Promise<SubjectListItem | null> => findPublishedSubject({ db, storage, id });

/** An outlet's page head: its name, what its record holds, its logo. */
export const outletHead = (site: SiteAddress, outlet: PublicOutletDetail): PageHead => ({
  ...articleHead(site, {
    title: `کارنامه‌ی ${outlet.name}`,
    description:
      `${outlet.name} در راستی: ${toPersianDigits(outlet.rumor_count)} خبر بررسی‌شده، ` +
      `امتیاز ${toPersianDigits(outlet.total)}؛ نمودار ماه‌به‌ماه و فهرست خبرهای بررسی‌شده با ارزیابی هر یک.`,
    path: `/media/${outlet.id}`,
    image: outlet.logo,
    published: null,
  }),
  type: 'website',
});
