import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { requireAdmin, requireUser, SESSION_COOKIE } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form a multipart route reads, for the API reference only (docs/decisions/018): those routes
     * unpack their form by hand before validation, so it cannot be their body schema.
     */
    multipartForm?: z.ZodType;
    /**
     * The route reads the manage link's cookie (part-requests/routes.ts, ACCESS_COOKIE): the reference
     * shows it as the route's security. The route's own code checks the cookie; this only describes it.
     */
    manageLink?: boolean;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

// One component for the one error shape (docs/architecture.md, "One error shape"), referenced by every error answer instead of
// written out in each. The registry is the process's: several apps in one test run share it.
if (!z.globalRegistry.has(ApiErrorSchema)) z.globalRegistry.add(ApiErrorSchema, { id: 'ApiError' });
const API_ERROR_REF = '#/components/schemas/ApiError';

/** What each error status means here; the shape is always ApiError. */
const ERROR_MEANING: Record<number, string> = {
  400: 'The input is not valid: `message` says what to fix, `issues` which field.',
  401: 'Not signed in (no session cookie, or it has ended).',
  403: 'Signed in, but this needs a staff (admin) account.',
  404: 'No such record.',
  409: 'It conflicts with the current state (taken, already done, changed meanwhile).',
  413: 'The body or a file in it is too large.',
  415: 'The body is not JSON (or, where the route takes one, a multipart form).',
  429: 'Too many attempts from this address or account; wait and try again.',
  502: 'An outside service failed.',
  503: 'A service this needs is not set up or not reachable.',
};

const STAFF_ONLY = 'Staff only: 401 when signed out, 403 to a customer. ';
const SIGNED_IN = 'Needs a signed-in account (the session cookie). ';

/** Only the API is documented: web pages, image files, robots.txt and the reference's own files are not. */
function documented(url: string): boolean {
  return url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
}

function hooks(route: RouteOptions, name: 'onRequest'): unknown[] {
  return [route[name] ?? []].flat();
}

/**
 * The error answers a route's declaration implies, beyond those it lists itself: the admin scope's gate
 * (401, 403), requireUser (401), a rate limit (429), input schemas that Fastify validates (400), and a body,
 * which Fastify refuses when too large (413) or of a type it does not read (415). Each is an answer the
 * route really gives in those cases; none is guessed from the path.
 */
function impliedErrors(route: RouteOptions, schema: FastifySchema | undefined, multipart: boolean): number[] {
  const codes = new Set<number>();
  if (route.config?.staffOnly) [401, 403].forEach((c) => codes.add(c));
  if (hooks(route, 'onRequest').includes(requireUser)) codes.add(401);
  if (route.config?.rateLimit) codes.add(429);
  if (schema?.body || schema?.querystring || schema?.params || multipart) codes.add(400);
  if (schema?.body || multipart) [413, 415].forEach((c) => codes.add(c));
  return [...codes];
}

/**
 * An answer that is not JSON (a CSV, a stored file, a webhook's text) says its media types in its schema's
 * metadata, `x-media-types`; the reference shows it under those types instead of application/json.
 */
function asMedia(answer: Record<string, unknown>): Record<string, unknown> {
  const { 'x-media-types': types, description, ...schema } = answer;
  if (!Array.isArray(types)) return answer;
  return { ...(description ? { description } : {}), content: Object.fromEntries(types.map((type: string) => [type, { schema }])) };
}

function formSchema(form: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(form, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  return json;
}

/**
 * The zod type provider turns each route's schemas into JSON Schema; this adds what the route's other
 * declarations say: staff-only (from the admin scope, plugins/auth.ts `staffOnlyScope`), the session it
 * needs, the error answers they imply, and a multipart form where the route takes one.
 */
const transform: SwaggerTransform = (doc) => {
  const { route, url } = doc;
  if (!documented(url)) return { schema: { hide: true }, url };
  const { schema: converted } = jsonSchemaTransform(doc);
  const schema: Record<string, unknown> & FastifySchema = { ...converted };
  const staffOnly = route.config?.staffOnly === true;
  const signedIn = hooks(route, 'onRequest').includes(requireUser);
  const form = route.config?.multipartForm;

  const segments = url.split('/').filter(Boolean);
  const area = (segments[1] === 'admin' ? segments[2] : segments[1]) ?? 'api';
  schema.tags = [staffOnly ? 'staff' : area];
  if (staffOnly || signedIn) schema.security = [{ session: [] }];
  if (route.config?.manageLink) schema.security = [{ manageLink: [] }];
  if (staffOnly) schema['x-staff-only'] = true;
  const note = (staffOnly ? STAFF_ONLY : signedIn ? SIGNED_IN : '') + (typeof schema.description === 'string' ? schema.description : '');
  if (note) schema.description = note.trim();

  // @fastify/swagger makes one parameter of each property of a query schema; a free-form one (a record,
  // such as WiPay's return) has none, so it becomes one form-style object parameter, as OpenAPI writes it.
  const query = schema.querystring as { properties?: unknown } | undefined;
  if (query && !query.properties) schema.querystring = { type: 'object', properties: { query }, style: 'form', explode: true };

  if (form) {
    const content: Record<string, { schema: unknown }> = { 'multipart/form-data': { schema: formSchema(form) } };
    if (schema.body) content['application/json'] = { schema: schema.body };
    schema.body = { content };
  }

  const responses: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const code of impliedErrors(route, route.schema, form !== undefined)) responses[code] ??= { $ref: API_ERROR_REF };
  for (const [code, answer] of Object.entries(responses)) {
    const meaning = ERROR_MEANING[Number(code)];
    if (meaning && (answer as { $ref?: string }).$ref === API_ERROR_REF) responses[code] = { $ref: API_ERROR_REF, description: meaning };
    else responses[code] = asMedia(answer as Record<string, unknown>);
  }
  if (Object.keys(responses).length > 0) schema.response = responses;
  return { schema, url };
};

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, made from the schemas the routes
 * declare (docs/decisions/018-openapi-reference.md). @fastify/swagger collects the routes as they register
 * and builds the document at its first request, not at start. Public: it is the contract integrators
 * build against; every route still checks its caller on each call.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { version: string; manageLinkCookie: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Yaad Parts API',
        version: opts.version,
        description:
          'The store\'s HTTP API. Bodies are JSON unless an operation also takes a multipart form. Every error ' +
          'answer has one shape, `ApiError`: `{ message, issues: [{ path, message }] }`; any operation may also ' +
          'answer 500 with it. Staff-only operations carry the tag `staff` and `x-staff-only: true`. ' +
          'Rules the schemas cannot hold (money, idempotency, what each status means) are in docs/api-*.md.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by POST /api/auth/login or /api/auth/signup (httpOnly).',
          },
          manageLink: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.manageLinkCookie,
            description: 'The cookie set when a customer opens the link e-mailed for one request (POST /api/part-requests/track/{requestNumber}/manage): it lets that browser manage that request only.',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    OPENAPI_PATH,
    {
      schema: {
        description: 'This document.',
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    // Always an OpenAPI 3.1 document here: registerOpenApi asks for nothing else.
    async () => app.swagger() as { openapi: string; paths: Record<string, unknown> },
  );
}

/**
 * The readable reference (Swagger UI) at /api/docs, served from the package's files on disk as they are
 * asked for. When deployed only staff may open it, its files too: the gate is on the whole scope.
 */
export async function registerApiDocs(app: FastifyInstance, opts: { staffOnly: boolean }): Promise<void> {
  const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
  await app.register(async (docs) => {
    if (opts.staffOnly) docs.addHook('onRequest', requireAdmin);
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'Yaad Parts API reference' },
      uiConfig: { deepLinking: true, docExpansion: 'none', tryItOutEnabled: false },
    });
  });
}
