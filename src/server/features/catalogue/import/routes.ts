import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CatalogueAdminQuerySchema } from '../../../../shared/schemas/admin-catalogue';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  ImportFormSchema,
  ImportIdParamsSchema,
  ImportListSchema,
  ImportRowsQuerySchema,
  ImportRowsSchema,
  ImportSummarySchema,
} from '../../../../shared/schemas/catalogue-import';
import { ApiErrorSchema } from '../../../../shared/schemas/common';
import { AppError } from '../../../lib/errors';
import { signedInUser } from '../../../plugins/auth';
import type { CatalogueExport } from './export-csv';
import type { CatalogueImportService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 413: ApiErrorSchema };
const TOO_LARGE = `The file is over ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split the price list in two`;
const NOT_MULTIPART = `Send the price list as multipart/form-data, the file in the field "${IMPORT_FILE_FIELD}"`;
const IMPORT_PATH = '/api/admin/parts/imports/:id(^\\d+$)';

/** The form as the API reference shows it: this route reads its parts by hand. */
const ImportUploadForm = z.strictObject({
  [IMPORT_FILE_FIELD]: z.file().describe(`A CSV (UTF-8, with or without BOM, or Windows-1252) or .xlsx file, up to ${IMPORT_MAX_BYTES / (1024 * 1024)} MB and 200,000 rows.`),
  supplierId: z.string(),
  mapping: z.string().optional().describe('JSON: our field → the file\'s column header. Left out, the supplier\'s last mapping or the headers\' names.'),
  retireMissing: z.enum(['true', 'false']).optional(),
});

/**
 * Price-list imports and the catalogue's export (docs/catalogue-import.md). Mounted in the admin scope,
 * behind requireAdmin. Only this scope reads multipart bodies; the file is held in memory (at most 50 MB).
 */
export async function catalogueImportRoutes(app: FastifyInstance, opts: { service: CatalogueImportService; exporter: CatalogueExport }): Promise<void> {
  const { service, exporter } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 8192, fieldNameSize: 100 } });

  r.post(
    '/api/admin/parts/imports',
    { config: { multipartForm: ImportUploadForm }, schema: { response: { 201: ImportSummarySchema, ...errors } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('invalid_data', NOT_MULTIPART, [{ path: IMPORT_FILE_FIELD, message: NOT_MULTIPART }]);
      let file: { bytes: Buffer; fileName: string } | undefined;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== IMPORT_FILE_FIELD || file) throw new AppError('invalid_data', NOT_MULTIPART, [{ path: part.fieldname.slice(0, 40), message: NOT_MULTIPART }]);
            file = { bytes: await part.toBuffer(), fileName: part.filename || 'price-list' };
          } else {
            fields[part.fieldname.slice(0, 40)] = String(part.value);
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', TOO_LARGE, [{ path: IMPORT_FILE_FIELD, message: TOO_LARGE }]);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('invalid_data', 'Send one price list at a time, with the supplier and, if you like, the column mapping');
        throw err;
      }
      if (!file) throw new AppError('invalid_data', 'Choose the price list file to import', [{ path: IMPORT_FILE_FIELD, message: 'Choose a CSV or .xlsx file' }]);
      const form = ImportFormSchema.safeParse(fields);
      if (!form.success) {
        const issues = form.error.issues.map((i) => ({ path: i.path.join('.') || 'form', message: i.message }));
        throw new AppError('invalid_data', issues[0]!.message, issues);
      }
      return reply.code(201).send(await service.check(file, form.data, signedInUser(request)));
    },
  );

  r.get('/api/admin/parts/imports', { schema: { response: { 200: ImportListSchema, ...errors } } }, async () => ({ imports: await service.list() }));
  r.get(IMPORT_PATH, { schema: { params: ImportIdParamsSchema, response: { 200: ImportSummarySchema, ...errors } } }, async (request) => service.get(request.params.id));
  r.get(
    `${IMPORT_PATH}/rows`,
    { schema: { params: ImportIdParamsSchema, querystring: ImportRowsQuerySchema, response: { 200: ImportRowsSchema, ...errors } } },
    async (request) => service.rows(request.params.id, request.query),
  );
  r.post(`${IMPORT_PATH}/apply`, { schema: { params: ImportIdParamsSchema, response: { 200: ImportSummarySchema, ...errors } } }, async (request) =>
    service.apply(request.params.id, signedInUser(request)),
  );
  r.post(`${IMPORT_PATH}/cancel`, { schema: { params: ImportIdParamsSchema, response: { 200: ImportSummarySchema, ...errors } } }, async (request) =>
    service.cancel(request.params.id),
  );
  r.post(`${IMPORT_PATH}/undo`, { schema: { params: ImportIdParamsSchema, response: { 200: ImportSummarySchema, ...errors } } }, async (request) =>
    service.undo(request.params.id, signedInUser(request)),
  );

  r.get(
    '/api/admin/parts/export.csv',
    { schema: { querystring: CatalogueAdminQuerySchema.omit({ page: true }), response: { 200: z.string().meta({ 'x-media-types': ['text/csv'], description: 'CSV in the import\'s columns' }), ...errors } } },
    async (request, reply) => {
      const csv = await exporter.csv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );
}
