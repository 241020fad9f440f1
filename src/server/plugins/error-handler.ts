import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { AppError, STATUS_OF, type Issue } from '../lib/errors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * One error shape for the whole API: `{ message, issues }` (docs/architecture.md, "One error shape"). Bad input is a 4xx a
 * person can act on; the text of unexpected errors is logged with the request id and never sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.type === 'unavailable') request.log.warn({ err: error }, error.message);
      return reply.code(STATUS_OF[error.type]).send({ message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const issues: Issue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = issues.length === 1 && first ? first.message : 'Please correct the highlighted fields.';
      return reply.code(400).send({ message, issues });
    }
    if (error.statusCode === undefined && isUnreadableForm(request, error)) {
      return reply.code(400).send({ message: 'The form data could not be read: it is cut short or malformed.', issues: [] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, empty body, body too large, unsupported media type…
      return reply.code(status).send({ message: friendlyClientError(error), issues: [] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ message: 'Something went wrong on our side. Please try again.', issues: [] });
  });

  // PostgreSQL text cannot hold a NUL character: one reaching a query fails it with a 500 (a search for
  // brand=a%00b, a contact message with \u0000 in it). No form has a use for one, so any text of the
  // params, query or body that holds one is refused once it has passed its schema, before the handler.
  app.addHook('preHandler', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = pathToNul(input);
      if (path) throw new AppError('invalid_data', NUL_MESSAGE, [{ path: path.join('.') || 'body', message: NUL_MESSAGE }]);
    }
  });

  // A second router that knows every path, so a wrong method gets 405 + Allow rather than a bare 404.
  // The web app's catch-all (GET and HEAD /*) is left out: it never answers under /api, so counting it
  // would turn every unknown /api path into a 405 "Use HEAD".
  const known = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      if (METHODS.includes(m as (typeof METHODS)[number]) && !known.hasRoute(m as 'GET', route.url)) {
        known.on(m as 'GET', route.url, () => {});
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((m) => m !== request.method && known.find(m, path));
    if (allowed.length > 0 && path.startsWith('/api/')) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `${request.method} is not allowed here. Use ${allowed.join(' or ')}.`, issues: [] });
    }
    return reply.code(404).send({ message: `Nothing is at ${request.method} ${path}.`, issues: [] });
  });
}

const NUL_MESSAGE = 'The text contains a NUL character (\\u0000), which is not allowed.';

/** Where in parsed input a string holds a NUL character, or undefined; bytes (uploads, webhooks) are not text. */
function pathToNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathToNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The server's frameworkErrors option. Fastify answers a path it cannot %-decode, or a path parameter over
 * routerOptions.maxParamLength, before any hook or the error handler runs, in its own
 * { error, code, statusCode } shape with the whole path echoed back; this answers them in ours, with the
 * request id and the no-sniff header the hooks would have added.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'The address is not valid: it has a broken %-escape.']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'The address is too long.']
        : [500, 'Something went wrong on our side. Please try again.'];
  if (status === 500) reply.log.error({ err: error }, 'unexpected framework error');
  void reply.code(status).header('x-request-id', request.id).header('x-content-type-options', 'nosniff').send({ message, issues: [] });
}

// @fastify/busboy reports a multipart body it cannot read (no boundary, cut short) as a plain Error with
// neither code nor status; these are its messages for the client's bytes, not for a fault of ours.
const UNREADABLE_FORM =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|Malformed part header|Unsupported Content-Type\.)$/;

function isUnreadableForm(request: FastifyRequest, error: Error): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('multipart/') && UNREADABLE_FORM.test(error.message);
}

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request as JSON (Content-Type: application/json).';
    // @fastify/multipart's limits and refusals.
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large.';
    case 'FST_FILES_LIMIT':
      return 'Attach one file at most.';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The form has more fields than expected.';
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return 'A form field declared as JSON is not valid JSON.';
    case 'FST_PROTO_VIOLATION':
      return 'That form field name is not allowed.';
    default:
      return error.message;
  }
}
