import type { FastifyReply } from 'fastify';
import type { StoredFile } from './uploads';

/**
 * Whatever a sender put in the file, opened on its own it runs nothing and reaches nothing: no script,
 * no form, no plugin, no request to anywhere (the images of an image document load from this address).
 */
const SANDBOX = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/**
 * An uploaded file (a request's photo, a transfer slip) sent to staff: its type as judged from its bytes
 * when it was stored, never sniffed again by the browser, under a sandbox policy, and never kept by a
 * cache. Images are shown inline; a PDF is downloaded and opened by the staff member's own viewer,
 * because a browser's built-in PDF viewer does not run inside a sandboxed document.
 */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile, name = 'file'): FastifyReply {
  const pdf = file.mime === 'application/pdf';
  return reply
    .type(file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SANDBOX)
    .header('content-disposition', pdf ? `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.pdf"` : 'inline')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
