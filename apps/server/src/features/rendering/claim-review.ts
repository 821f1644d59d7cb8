// A report's schema.org ClaimReview, as Google's Fact Check tools read it now: one per report page (only a
// published report has one), the claim in under 75 characters and without the verdict, the verdict exactly
// as the page shows it, the site as an Organization, and the claim as a Claim made by the outlet of its
// earliest source, with that source's date and every link where it appeared.
import { SITE_NAME, shorten } from './page-head.ts';

/** `claimReviewed` stays under 75 characters (Google's advice), the ellipsis included. */
export const CLAIM_MAX_CHARS = 74;

export interface ClaimSource {
  /** the outlet that published it */
  outlet: string;
  /** the outlet's own site */
  outletLink: string;
  /** the outlet's page on this site (/media/{id}) */
  outletId: number;
  /** where it was published (may be empty) */
  url: string;
  headline: string;
  date: Date | null;
}

export interface ClaimReviewInput {
  /** the report page's absolute address */
  url: string;
  /** the review's title */
  name: string;
  /** the claim: the subject's title */
  claim: string;
  /** the verdict exactly as the page shows it: the evaluation's title */
  verdict: string;
  datePublished: string | null;
  site: { origin: string };
  /** the subject's published sources, earliest first */
  sources: ClaimSource[];
  /** other links where the claim appeared (the review's news items) */
  appearances: { url: string; headline: string; date: Date | null; outlet: string | null }[];
}

const isWebLink = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The verdict as a whole word (or words) of a text: never a piece of another word ('درست' is no part of
 * 'نادرست'); letters, marks, digits and the half-space join a word.
 */
export const verdictPattern = (verdict: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}\\u200c])${verdict.trim().split(/\s+/).map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{M}\\p{N}\\u200c])`,
    'giu',
  );

/** The patterns of the few verdicts there are, each compiled once (a Unicode pattern is slow to make). */
const verdictPatterns = new Map<string, RegExp>();
const VERDICT_PATTERNS_KEPT = 100;

function cachedVerdictPattern(verdict: string): RegExp {
  let pattern = verdictPatterns.get(verdict);
  if (!pattern) {
    if (verdictPatterns.size >= VERDICT_PATTERNS_KEPT) verdictPatterns.clear();
    pattern = verdictPattern(verdict);
    verdictPatterns.set(verdict, pattern);
  }
  return pattern;
}

/**
 * The claim as `claimReviewed` carries it: without the verdict (a title such as 'نادرست: ادعای …' loses
 * the word and the punctuation left around it), on one line, cut at a word with an ellipsis under 75
 * characters. Empty when nothing of the claim is left.
 */
export function claimText(claim: string, verdict: string): string {
  // replace() starts a global pattern from the beginning whatever its lastIndex: one object serves all
  const pattern = verdict.trim() ? cachedVerdictPattern(verdict) : null;
  let text = pattern ? claim.replace(pattern, ' ') : claim;
  text = text
    // quotes or brackets the verdict's removal left empty
    .replace(/«\s*»|\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    // punctuation the verdict's removal left at either end, or doubled in the middle
    .replace(/^[\s:؛;,،\-–—|«»"'()]+|[\s:؛;,،\-–—|«(]+$/g, '')
    .replace(/\s+([:؛;,،])/g, '$1')
    .trim();
  return shorten(text, CLAIM_MAX_CHARS);
}

/** The ClaimReview of a published report with a verdict; null when no claim is left to review. */
export function claimReview(input: ClaimReviewInput): Record<string, unknown> | null {
  const claimReviewed = claimText(input.claim, input.verdict);
  if (!claimReviewed || !input.verdict.trim()) return null;
  const earliest = input.sources[0];
  const seen = new Set<string>();
  const appearance: Record<string, unknown>[] = [];
  for (const a of [
    ...input.sources.map((s) => ({ url: s.url, headline: s.headline, date: s.date, outlet: s.outlet })),
    ...input.appearances,
  ]) {
    // only web links: anything else is no appearance a reader could open
    if (!isWebLink(a.url) || seen.has(a.url)) continue;
    seen.add(a.url);
    appearance.push({
      '@type': 'CreativeWork',
      url: a.url,
      ...(a.headline ? { headline: a.headline } : {}),
      ...(a.date ? { datePublished: a.date.toISOString() } : {}),
      ...(a.outlet ? { publisher: { '@type': 'Organization', name: a.outlet } } : {}),
    });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ClaimReview',
    url: input.url,
    name: input.name,
    claimReviewed,
    inLanguage: 'fa',
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    author: { '@type': 'Organization', name: SITE_NAME, url: input.site.origin },
    reviewRating: { '@type': 'Rating', alternateName: input.verdict },
    itemReviewed: {
      '@type': 'Claim',
      ...(earliest
        ? {
            author: {
              '@type': 'Organization',
              name: earliest.outlet,
              // its page here, with its record, and its own site
              sameAs: [
                `${input.site.origin}/media/${earliest.outletId}`,
                ...(isWebLink(earliest.outletLink) ? [earliest.outletLink] : []),
              ],
            },
            ...(earliest.date ? { datePublished: earliest.date.toISOString() } : {}),
          }
        : {}),
      ...(appearance.length > 0 ? { appearance } : {}),
    },
  };
}
