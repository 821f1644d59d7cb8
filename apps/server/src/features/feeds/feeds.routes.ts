import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tag } from '../../plugins/public-cache-tags.ts';
import {
  FEED_TEXT,
  reviewFeed,
  type Site,
  SITEMAP_KINDS,
  type SitemapKind,
  sitemap,
  sitemapFile,
} from './feeds.service.ts';
import { robotsTxt } from './robots.ts';

/**
 * `category` as the feed reads it: absent (or empty), a row id, or 0 for anything else (answered 404). The public
 * cache keys the feed on this alone, so neither other parameters nor the spellings of one id
 * (`?category=07`) make new entries.
 */
const feedQuery = z.object({
  category: z
    .unknown()
    .optional()
    .transform((value): number | undefined => {
      if (value === undefined || value === '') return undefined;
      if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return 0;
      const id = Number(value);
      return id >= 1 && id <= 2_147_483_647 ? id : 0;
    }),
});

/** What the feeds show: reviews, their subjects' categories and verdicts. */
const FEED_SHOWS = [Tag.reviewLists, Tag.categories, Tag.evaluations];
/** What the sitemap lists: subjects, reports, the faculty board, the outlets. */
const SITEMAP_SHOWS = [Tag.subjectLists, Tag.reviewLists, Tag.faculty, Tag.outlets];
/**
 * A sitemap file holds up to 50 000 addresses (about 5 MB of XML): the public cache keeps such an answer
 * packed (PACK_ABOVE_BYTES; some 5 % of it), so it is made again only after a write that changes what it
 * lists or its time to live, not for every crawler's request.
 */
const SITEMAP_CACHE = { ttlMs: 60_000, tags: SITEMAP_SHOWS };

const sendXml = (reply: FastifyReply, type: string, body: string, maxAge: number) =>
  reply.type(`${type}; charset=utf-8`).header('Cache-Control', `public, max-age=${maxAge}`).send(body);

const plainNotFound = (reply: FastifyReply, text: string) =>
  reply.status(404).type('text/plain; charset=utf-8').send(text);

/**
 * The addresses crawlers and feed readers ask for at the site's root: /rss.xml (and ?category={id}),
 * /sitemap.xml with its files /sitemap-{kind}-{n}.xml, and /robots.txt. Every absolute address in them is
 * built from PUBLIC_URL, never from the request's Host header.
 */
export const feedRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const site: Site = { origin: app.config.publicUrl };
  const schema = { hide: true };

  app.get(
    '/rss.xml',
    {
      schema: { ...schema, querystring: feedQuery },
      config: { publicCache: { ttlMs: 60_000, tags: FEED_SHOWS } },
    },
    async (request, reply) => {
      const { category } = request.query;
      if (category === 0) return plainNotFound(reply, FEED_TEXT.unknownCategory);
      const xml = await reviewFeed({ db: app.db, site, categoryId: category });
      if (xml === null) return plainNotFound(reply, FEED_TEXT.unknownCategory);
      return sendXml(reply, 'application/rss+xml', xml, 60);
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema,
      config: { publicCache: SITEMAP_CACHE },
    },
    async (_request, reply) => sendXml(reply, 'application/xml', await sitemap({ db: app.db, site }), 600),
  );

  app.get(
    '/sitemap-:kind-:n.xml',
    {
      schema: { ...schema, params: z.object({ kind: z.string(), n: z.string() }) },
      config: {
        publicCache: SITEMAP_CACHE,
        // a file is made again after each write it lists: a client asks for a few a minute at most
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { kind, n } = request.params;
      const number = /^[1-9]\d{0,9}$/.test(n) ? Number(n) : 0;
      const xml = SITEMAP_KINDS.includes(kind as SitemapKind)
        ? await sitemapFile({ db: app.db, site, kind: kind as SitemapKind, n: number })
        : null;
      if (xml === null) return plainNotFound(reply, FEED_TEXT.noSitemapFile);
      return sendXml(reply, 'application/xml', xml, 600);
    },
  );

  const robots = robotsTxt({ site, apiBase: app.config.apiBase });
  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};
