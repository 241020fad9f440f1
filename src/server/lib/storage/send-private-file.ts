import type { FastifyReply } from 'fastify';
import type { StoredFile } from './uploads';

/**
 * An uploaded file (a request's photo, a transfer slip) sent to staff: its type as judged from its bytes
 * when it was stored, never sniffed again by the browser, shown inline, and never kept by a cache.
 */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .type(file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
