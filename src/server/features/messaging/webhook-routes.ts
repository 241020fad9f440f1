import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { AppError } from '../../lib/errors';
import type { SmsClient } from '../../lib/messaging/sms';
import { readWhatsappWebhook, type WhatsappClient } from '../../lib/messaging/whatsapp';
import type { MessagingService } from '../../modules/messaging/service';

// The providers' webhooks (docs/decisions/016-whatsapp-and-sms.md). Each is believed only with its
// provider's signature over exactly what arrived: none is a 401, a wrong one a 403, and nothing is
// recorded. A channel that is not set up has no webhook (404). Content-type parsers registered here
// apply to these routes only.

const MISSING = 'This webhook must be signed by its provider';
const WRONG = 'The signature does not match this request';

// What each webhook answers, for the API reference: the providers read only the status and, for Twilio, the XML.
const refusals = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const ReceivedSchema = z.object({ received: z.literal(true) });

export async function messagingWebhookRoutes(
  app: FastifyInstance,
  opts: { service: MessagingService; whatsapp: WhatsappClient | undefined; sms: SmsClient | undefined; publicUrl: string },
): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const notSetUp = (reply: FastifyReply) => reply.code(404).send({ message: 'This channel is not set up', issues: [] });

  const verifySchema = {
    description: "Meta's subscription check: hub.mode, hub.verify_token and hub.challenge in the query; answers the challenge.",
    response: { 200: z.string().meta({ 'x-media-types': ['text/plain'] }), 403: ApiErrorSchema, 404: ApiErrorSchema },
  };
  r.get('/api/webhooks/whatsapp', { schema: verifySchema }, async (request, reply) => {
    if (!opts.whatsapp) return notSetUp(reply);
    const challenge = opts.whatsapp.subscribe(request.query as Record<string, unknown>);
    if (challenge === null) return reply.code(403).send({ message: 'Not our verify token', issues: [] });
    return reply.type('text/plain').send(challenge);
  });

  const whatsappSchema = { description: 'Delivery reports and replies from WhatsApp, signed (X-Hub-Signature-256).', response: { 200: ReceivedSchema, 400: ApiErrorSchema, ...refusals } };
  r.post('/api/webhooks/whatsapp', { schema: whatsappSchema }, async (request, reply) => {
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
    const { statuses, inbound } = readWhatsappWebhook(body, opts.whatsapp.phoneNumberId);
    for (const s of statuses) await service.whatsappStatus(s);
    for (const m of inbound) await service.received('whatsapp', m);
    return { received: true as const };
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

  const statusSchema = { description: "Twilio's delivery reports (a signed form).", response: { 200: ReceivedSchema, ...refusals } };
  r.post('/api/webhooks/sms/status', { schema: statusSchema }, async (request) => {
    const f = twilioForm(request);
    if (f.MessageSid && f.MessageStatus) await service.smsStatus({ sid: f.MessageSid, status: f.MessageStatus, errorCode: f.ErrorCode || null, at: new Date() });
    return { received: true as const };
  });

  const inboundSchema = {
    description: 'Texts customers send back, from Twilio (a signed form); the answer is an empty TwiML Response.',
    response: { 200: z.string().meta({ 'x-media-types': ['text/xml'] }), ...refusals },
  };
  r.post('/api/webhooks/sms/inbound', { schema: inboundSchema }, async (request, reply) => {
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
