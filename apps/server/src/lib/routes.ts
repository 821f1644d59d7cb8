import type { Permission } from '@rasti/contract';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance a feature's routes are declared on: request types come from the contract's zod schemas. */
export type RoutesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** How a signed-in route names its credentials in the OpenAPI document. */
const security = [{ bearer: [] as string[] }];

type Tagged<S> = S & { tags: string[] };
type PublicCacheRule = NonNullable<FastifyContextConfig['publicCache']>;

/** How long a public answer is fresh in the public cache (ADR 8), unless its route says otherwise. */
export const PUBLIC_CACHE_TTL_MS = 5000;
type Secured<S> = Tagged<S> & { security: typeof security };

/** Option builders that put the feature's OpenAPI tag, the bearer scheme and the guard on a route. */
export interface RouteKit {
  /** a route for everyone: its schema under the feature's tag */
  open<S extends FastifySchema>(schema: S): { schema: Tagged<S> };
  /**
   * a route for everyone whose answer is the same for every visitor: kept in the public cache for
   * PUBLIC_CACHE_TTL_MS under the tags of what it shows (plugins/public-cache-tags.ts)
   */
  cached<S extends FastifySchema>(
    schema: S,
    tags: PublicCacheRule['tags'],
    rule?: Omit<PublicCacheRule, 'tags' | 'ttlMs'>,
  ): { schema: Tagged<S>; config: { publicCache: PublicCacheRule } };
  /** the schema of a route that reads a bearer token (the guard is given by the route) */
  secured<S extends FastifySchema>(schema: S): Secured<S>;
  /** a route for any signed-in user: `app.authenticate` on request */
  signedIn<S extends FastifySchema>(schema: S): { onRequest: RoutesApp['authenticate']; schema: Secured<S> };
  /** a staff route: the permission's guard on request (the contract's one permission table) */
  staff<S extends FastifySchema>(
    permission: Permission,
    schema: S,
  ): { onRequest: RoutesApp['authenticate']; schema: Secured<S> };
}

/**
 * A feature's routes plugin: `register` declares them on the zod-typed app, with the option builders of `tag`
 * (docs/architecture.md, "A feature has these files").
 */
export function defineRoutes(
  tag: string,
  register: (app: RoutesApp, kit: RouteKit) => void | Promise<void>,
): FastifyPluginAsync {
  const tags = [tag];
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const secured = <S extends FastifySchema>(schema: S): Secured<S> => ({ tags, security, ...schema });
    await register(app, {
      open: (schema) => ({ schema: { tags, ...schema } }),
      cached: (schema, cacheTags, rule) => ({
        schema: { tags, ...schema },
        config: { publicCache: { ttlMs: PUBLIC_CACHE_TTL_MS, ...rule, tags: cacheTags } },
      }),
      secured,
      signedIn: (schema) => ({ onRequest: app.authenticate, schema: secured(schema) }),
      staff: (permission, schema) => ({
        onRequest: app.requirePermission(permission),
        schema: secured(schema),
      }),
    });
  };
}

/** The route-level hooks an onRoute hook may add to (RouteOptions' own). */
type RouteHookName = 'onRequest' | 'preHandler' | 'onSend' | 'onResponse' | 'onRequestAbort';

/**
 * Adds `hook` to a route's own `name` hooks from an onRoute hook (a plugin's per-route behaviour): before
 * the route's others when `first`, else after them.
 */
export function addRouteHook(
  route: RouteOptions,
  name: RouteHookName,
  hook: unknown,
  { first = false }: { first?: boolean } = {},
): void {
  const existing = route[name];
  const others = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
  (route as unknown as Record<string, unknown>)[name] = first ? [hook, ...others] : [...others, hook];
}
