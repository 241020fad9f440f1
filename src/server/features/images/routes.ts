import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESPONSIVE_WIDTHS } from '../../../shared/gallery-images';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import {
  ApplyStockImageRequestSchema,
  ApplyStockImageResponseSchema,
  DeleteImageResponseSchema,
  DownloadWebImageRequestSchema,
  DownloadWebImageResponseSchema,
  GalleryListSchema,
  GalleryQuerySchema,
  IMAGE_DESCRIPTION_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  ImageFilenameParamsSchema,
  ProductIdParamsSchema,
  StockSearchResponseSchema,
  TextSearchRequestSchema,
  TextSearchResponseSchema,
  UPLOAD_PHOTOS_FIELD,
  UploadPhotosResponseSchema,
  WebSearchRequestSchema,
  WebSearchResponseSchema,
} from '../../../shared/schemas/images';
import { AppError } from '../../lib/errors';
import { signedInUser } from '../../plugins/auth';
import { UpstreamFailed, type ImageService, type IncomingFile } from './service';
import { GALLERY_URL_PREFIX } from './views';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const upstreamErrors = { 502: ApiErrorSchema, 503: ApiErrorSchema };
const TOO_LARGE = `A photo is too large: the limit is ${IMAGE_MAX_BYTES / (1024 * 1024)} MB a photo`;
const TOO_MANY = `Upload at most ${IMAGE_MAX_FILES} photos at a time`;
const NOT_MULTIPART = `Send the photos as multipart/form-data in the form field "${UPLOAD_PHOTOS_FIELD}"`;
/** The form the upload route reads part by part, as the API reference shows it (it has no body schema). */
const UploadForm = z.strictObject({
  [UPLOAD_PHOTOS_FIELD]: z.array(z.file()).min(1).max(IMAGE_MAX_FILES).describe(`JPEG, PNG, WebP or GIF files, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB each.`),
  description: z.string().max(IMAGE_DESCRIPTION_MAX_LENGTH).optional(),
});

/** The upload form's optional description, checked here because this route reads its form by hand. */
function readDescription(raw: string): string | null {
  const text = raw.trim();
  const problem =
    text.length > IMAGE_DESCRIPTION_MAX_LENGTH
      ? `Description must be at most ${IMAGE_DESCRIPTION_MAX_LENGTH} characters`
      : text.includes('\0')
        ? 'Description cannot contain a NUL character (\\u0000)'
        : undefined;
  if (problem) throw new AppError('invalid_data', problem, [{ path: 'description', message: problem }]);
  return text || null;
}

/** A far server (Google, an image's site) failed: 502 with what happened, never a 500. */
async function upstream<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UpstreamFailed) return reply.code(502).send({ message: err.message, issues: [] });
    throw err;
  }
}

/**
 * The gallery's staff endpoints (docs/product.md §7 image calls). Mounted inside the admin scope: every
 * one of them, /api/images/* included, answers 401 signed out and 403 to a customer (docs/choices.md #1).
 */
export async function imageAdminRoutes(app: FastifyInstance, opts: { service: ImageService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Only this scope reads multipart bodies. Files are read one at a time in the handler; limits stop a
  // file over 10 MB (413) or an 11th file (400) while it streams, before it is all in memory.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGE_MAX_FILES, fields: 5, parts: IMAGE_MAX_FILES + 5, fieldSize: 4096, fieldNameSize: 100 },
  });

  r.post(
    '/api/admin/upload-photos',
    { config: { multipartForm: UploadForm }, schema: { response: { 201: UploadPhotosResponseSchema, 413: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('invalid_data', NOT_MULTIPART, [{ path: UPLOAD_PHOTOS_FIELD, message: NOT_MULTIPART }]);
      const incoming: IncomingFile[] = [];
      let description: string | null = null;
      try {
        for await (const part of request.parts()) {
          const unexpected = `Unexpected form field "${part.fieldname.slice(0, 40)}": send the files in "${UPLOAD_PHOTOS_FIELD}"`;
          if (part.type === 'file') {
            if (part.fieldname !== UPLOAD_PHOTOS_FIELD) throw new AppError('invalid_data', unexpected, [{ path: part.fieldname.slice(0, 40), message: unexpected }]);
            incoming.push({ bytes: await part.toBuffer(), filename: part.filename });
          } else if (part.fieldname === 'description') {
            description = readDescription(String(part.value));
          } else {
            throw new AppError('invalid_data', unexpected, [{ path: part.fieldname.slice(0, 40), message: unexpected }]);
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', TOO_LARGE, [{ path: UPLOAD_PHOTOS_FIELD, message: TOO_LARGE }]);
        if (code === 'FST_FILES_LIMIT') throw new AppError('invalid_data', TOO_MANY, [{ path: UPLOAD_PHOTOS_FIELD, message: TOO_MANY }]);
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('invalid_data', 'The form has more fields than expected.');
        throw err;
      }
      const { files, alreadyInGallery } = await service.upload(incoming, { description, uploadedBy: signedInUser(request).id });
      const n = files.length;
      return reply
        .code(201)
        .send({ message: `${n} photo${n === 1 ? '' : 's'} uploaded successfully`, files, urls: files.map((f) => f.url), alreadyInGallery });
    },
  );

  r.get('/api/images/gallery', { schema: { querystring: GalleryQuerySchema, response: { 200: GalleryListSchema, ...errors } } }, async (request) =>
    service.gallery(request.query),
  );

  r.delete(
    '/api/images/delete/:filename',
    { schema: { params: ImageFilenameParamsSchema, response: { 200: DeleteImageResponseSchema, ...errors } } },
    async (request) => service.remove(request.params.filename),
  );

  r.post(
    '/api/images/search-text',
    { schema: { body: TextSearchRequestSchema, response: { 200: TextSearchResponseSchema, ...errors } } },
    async (request) => service.searchText(request.body.query),
  );

  r.post(
    '/api/images/google-search',
    { schema: { body: WebSearchRequestSchema, response: { 200: WebSearchResponseSchema, ...errors, ...upstreamErrors } } },
    async (request, reply) => upstream(reply, () => service.webSearch(request.body.query)),
  );

  r.post(
    '/api/images/download-google-image',
    { schema: { body: DownloadWebImageRequestSchema, response: { 201: DownloadWebImageResponseSchema, 413: ApiErrorSchema, ...errors, ...upstreamErrors } } },
    async (request, reply) =>
      upstream(reply, async () => reply.code(201).send(await service.downloadWebImage(request.body, signedInUser(request).id))),
  );

  r.get(
    '/api/images/stock-search/:productId',
    { schema: { params: ProductIdParamsSchema, response: { 200: StockSearchResponseSchema, ...errors } } },
    async (request) => service.stockSearch(request.params.productId),
  );

  r.post(
    '/api/images/apply-stock-image',
    { schema: { body: ApplyStockImageRequestSchema, response: { 200: ApplyStockImageResponseSchema, ...errors } } },
    async (request) => service.applyStockImage(request.body.productId, request.body.imageUrl),
  );
}

/** Only our own names (and their thumbnail, sized and WebP copies) are ever served from the folder. */
const COPIES = ['thumbs', 'webp', ...RESPONSIVE_WIDTHS.map((width) => `w${width}`)].join('|');
const SERVED = new RegExp(`^/(?:(?:${COPIES})/[a-f0-9]{32}\\.webp|[a-f0-9]{32}\\.(?:jpg|png|webp|gif))$`);

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/**
 * Serves the gallery's files publicly at /uploads/gallery/ (the shop shows them), from the store, so any
 * server answers for a file another one stored. The names are random and never reused, so they are cached
 * for good; a sandboxing CSP means a file opened on its own can never run anything, and nosniff keeps
 * browsers to the type we send. With STORAGE_PUBLIC_URL set the answer is a permanent redirect there (a
 * CDN or the bucket's public address); browsers keep it, so each image costs the hop once.
 */
export async function registerGalleryFiles(app: FastifyInstance, files: { get(key: string): Promise<Buffer | undefined> }, publicUrl: string | undefined): Promise<void> {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${GALLERY_URL_PREFIX}*`,
    async handler(request, reply) {
      const rest = '/' + ((request.params as { '*': string })['*'] ?? '');
      if (!SERVED.test(rest)) throw new AppError('not_found', 'No such image');
      const key = `gallery${rest}`;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (publicUrl) return reply.redirect(`${publicUrl}/${key}`, 301);
      const etag = `"${rest.slice(1).replace(/\W/g, '-')}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = await files.get(key);
      if (!bytes) throw new AppError('not_found', 'No such image');
      return reply
        .type(TYPES[rest.slice(rest.lastIndexOf('.') + 1)]!)
        .header('etag', etag)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(bytes);
    },
  });
}
