import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { SmsClient } from '../../lib/messaging/sms';
import { readWhatsappWebhook, type WhatsappClient } from '../../lib/messaging/whatsapp';
import type { MessagingService } from '../../lib/messaging/service';

// The providers' webhooks (docs/decisions/016-whatsapp-and-sms.md). Each is believed only with its
// provider's signature over exactly what arrived: none is a 401, a wrong one a 403, and nothing is
// recorded. A channel that is not set up has no webhook (404). Content-type parsers registered here
// apply to these routes only.

const MISSING = 'This webhook must be signed by its provider';
const WRONG = 'The signature does not match this request';

export async function messagingWebhookRoutes(
  app: FastifyInstance,
  opts: { service: MessagingService; whatsapp: WhatsappClient | undefined; sms: SmsClient | undefined; publicUrl: string },
): Promise<void> {
  const { service } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const notSetUp = (reply: FastifyReply) => reply.code(404).send({ message: 'This channel is not set up', issues: [] });

  app.get('/api/webhooks/whatsapp', async (request, reply) => {
    if (!opts.whatsapp) return notSetUp(reply);
    const challenge = opts.whatsapp.subscribe(request.query as Record<string, unknown>);
    if (challenge === null) return reply.code(403).send({ message: 'Not our verify token', issues: [] });
    return reply.type('text/plain').send(challenge);
  });

  app.post('/api/webhooks/whatsapp', async (request, reply) => {
    if (!opts.whatsapp) return notSetUp(reply);
    const raw = rawBody(request);
    const signature = request.headers['x-hub-signature-256'];
    if (typeof signature !== 'string') throw new AppError('unauthorized', MISSING);
    if (!opts.whatsapp.verifySignature(raw, signature)) return reply.code(403).send({ message: WRONG, issues: [] });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('invalid_data', 'The delivery is not JSON');
    }
    const { statuses, inbound } = readWhatsappWebhook(body);
    for (const s of statuses) await service.whatsappStatus(s);
    for (const m of inbound) await service.received('whatsapp', m);
    return { received: true };
  });

  // Twilio posts forms, signed over the URL it called (PUBLIC_URL and the path) and the fields.
  const twilioForm = (request: FastifyRequest): Record<string, string> => {
    if (!opts.sms) throw new AppError('not_found', 'This channel is not set up');
    const fields = Object.fromEntries(new URLSearchParams(rawBody(request).toString('utf8')));
    const signature = request.headers['x-twilio-signature'];
    if (typeof signature !== 'string') throw new AppError('unauthorized', MISSING);
    if (!opts.sms.verifySignature(`${opts.publicUrl}${request.url}`, fields, signature)) throw new AppError('forbidden', WRONG);
    return fields;
  };

  app.post('/api/webhooks/sms/status', async (request) => {
    const f = twilioForm(request);
    if (f.MessageSid && f.MessageStatus) await service.smsStatus({ sid: f.MessageSid, status: f.MessageStatus, errorCode: f.ErrorCode || null, at: new Date() });
    return { received: true };
  });

  app.post('/api/webhooks/sms/inbound', async (request, reply) => {
    const f = twilioForm(request);
    if (f.MessageSid && f.From) {
      await service.received('sms', { messageId: f.MessageSid, from: f.From, at: new Date(), text: f.Body ?? null, type: Number(f.NumMedia ?? 0) > 0 ? 'media' : 'text' });
    }
    // Twilio reads the answer as instructions: an empty Response sends nothing back.
    return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
}

function rawBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}
