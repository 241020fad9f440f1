import type { Feature, FeatureDeps } from '../../feature';
import { createSmsClient } from '../../lib/messaging/sms';
import { createWhatsappClient } from '../../lib/messaging/whatsapp';
import { createMessagingService } from './service';
import { messagingWebhookRoutes } from './webhook-routes';

/** Updates on WhatsApp and by SMS, when either is set up (decision 016); without them, nothing here does anything. */
export function messagingFeature(deps: FeatureDeps): Feature & { service: ReturnType<typeof createMessagingService> } {
  const whatsapp = deps.config.whatsapp ? createWhatsappClient(deps.config.whatsapp) : undefined;
  const sms = deps.config.sms ? createSmsClient(deps.config.sms) : undefined;
  const service = createMessagingService({ db: deps.db, jobs: deps.jobs, whatsapp, sms, publicUrl: deps.publicUrl, log: deps.log });
  deps.jobs.define<{ messageId: string }>({
    name: 'message-send',
    label: 'Send a WhatsApp or SMS update',
    policy: 'stately',
    expireInSeconds: 60,
    handler: ({ messageId }) => service.deliver(messageId),
  });
  return {
    service,
    async register(app) {
      app.decorate('messaging', service);
      await app.register(messagingWebhookRoutes, { service, whatsapp, sms, publicUrl: deps.publicUrl });
    },
  };
}
