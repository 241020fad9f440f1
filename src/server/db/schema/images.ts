import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The shop's image gallery. The file lives in DATA_DIR/uploads/gallery under `filename`, a
 * name we generated; a row is what makes a file "one of ours", so delete never trusts a name alone.
 * `extracted_text` is filled by the OCR queue after the upload has answered (docs/choices.md #20).
 */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull().unique(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    description: text('description'),
    extractedText: text('extracted_text'),
    ocrStatus: text('ocr_status', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    origin: text('origin', { enum: ['upload', 'web'] }).notNull().default('upload'),
    /** Where a web image was downloaded from (after redirects), for the record. */
    sourceUrl: text('source_url'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gallery_images_ocr_status_check', sql`${t.ocrStatus} in ('pending', 'done', 'failed')`),
    check('gallery_images_origin_check', sql`${t.origin} in ('upload', 'web')`),
    check('gallery_images_mime_check', sql`${t.mime} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')`),
    index('gallery_images_created_idx').on(t.createdAt),
    // The OCR queue picks up pending images left over from a restart.
    index('gallery_images_ocr_pending_idx').on(t.createdAt).where(sql`${t.ocrStatus} = 'pending'`),
  ],
);
