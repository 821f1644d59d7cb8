import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import { isAppRoute } from '@rasti/contract/app-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withLightPageScript } from '../../lib/light-page.ts';
import { loadServerRenderer, type ServerRenderer } from './server-render.ts';
import { registerProxiedMedia } from '../../plugins/proxied-media.ts';
import { isPrivateKey } from '../../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the built web app's index.html, or null when the web app has not been built */
    sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
    /** the built index.html's text (null when not built), for pages that put their own head tags into it */
    indexHtml: string | null;
    /**
     * The renderer of public pages, loaded once on first use (and soon after start): null without a web
     * build's server bundle (or with SERVER_RENDERING=false).
     */
    serverRenderer(): Promise<ServerRenderer | null>;
    /** true for an API call made in-process by the server renderer (never from outside) */
    isRenderCall(request: FastifyRequest): boolean;
  }
}

/**
 * Serves uploads under /media (attachments always as downloads) and the built web app with a
 * single-page fallback. Unknown paths under the API base answer JSON, never an HTML page; an address that
 * is none of the app's pages answers 404 with the app (which shows its 'not found'), so no soft 404.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { apiBase, dataDir, webDist } = app.config;
    const uploads = path.join(dataDir, 'uploads');

    const { get } = app.storage;
    if (get) registerProxiedMedia(app, get.bind(app.storage));
    else {
      // the folder exists before the first upload, so serving it never warns
      mkdirSync(uploads, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploads,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        maxAge: '7d',
        immutable: true,
        // private pictures are staff-only (lib/storage.ts): /media answers 404 for them
        allowedPath: (pathName) => !isPrivateKey(pathName),
        setHeaders: (res, filePath) => {
          res.header('X-Content-Type-Options', 'nosniff');
          if (filePath.startsWith(path.join(uploads, 'files') + path.sep)) {
            res.header('Content-Disposition', 'attachment');
          }
        },
      });
    }

    const indexFile = path.join(webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    const indexHtml = hasWeb ? withLightPageScript(readFileSync(indexFile, 'utf8')) : null;
    app.decorate('indexHtml', indexHtml);
    // The renderer (the app's server bundle, React's server side, a DOM for the sanitiser) is loaded after
    // the server has started, not during its start: the two do not add up to one peak of memory.
    let renderer: ServerRenderer | null = null;
    let loading: Promise<ServerRenderer | null> | null = null;
    const serverRenderer = () => {
      loading ??= (hasWeb ? loadServerRenderer(app) : Promise.resolve(null)).then(
        (loaded) => {
          renderer = loaded;
          return loaded;
        },
        (err: unknown) => {
          app.log.error(
            { err },
            'server rendering: the server bundle could not be loaded; pages are drawn by the browser',
          );
          return null;
        },
      );
      return loading;
    };
    app.decorate('serverRenderer', serverRenderer);
    // a call can only come from a renderer that is loaded
    app.decorate('isRenderCall', (request: FastifyRequest) => renderer?.isRenderCall(request) ?? false);
    app.addHook('onListen', async () => {
      setTimeout(() => void serverRenderer(), 1000).unref();
    });
    // the rendering threads stop with the server (one still loading is stopped once it has loaded)
    app.addHook('onClose', async () => {
      await (await loading)?.close();
    });
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        // the build writes .br and .gz beside each asset; the one the browser accepts is sent as it is
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // hashed build assets never change; everything else is revalidated
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }

    app.decorate('sendPage', (_request: FastifyRequest, reply: FastifyReply) => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build`, or `npm start` which builds it.');
      }
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url === apiBase || url.startsWith(`${apiBase}/`);
      if (isApi || url.startsWith('/media/') || request.method !== 'GET' || path.extname(url) !== '') {
        return reply.status(404).send({ detail: SERVER_MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
      }
      if (!isAppRoute(url)) reply.status(404);
      return app.sendPage(request, reply);
    });
  },
  { name: 'web', dependencies: ['context'] },
);
