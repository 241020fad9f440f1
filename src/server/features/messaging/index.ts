import type { Feature, FeatureDeps } from '../../feature';
import { accountUpdatesRoutes } from './account-routes';
import { messagingAdminRoutes } from './admin-routes';
import { createStaffMessagingService } from './staff-service';
import { messagingWebhookRoutes } from './webhook-routes';

/**
 * The `message-send` job and the providers' webhooks, for the messaging service buildApp makes (modules/messaging;
 * decision 016). Without WhatsApp or SMS set up, the webhooks answer 404 and nothing is ever queued. Staff
 * read the messages and replies through the admin routes either way.
 */
export function messagingFeature(deps: FeatureDeps): Feature {
  const service = deps.messaging;
  const staff = createStaffMessagingService({ db: deps.db, messaging: service });
  deps.jobs.define<{ messageId: string }>({
    name: 'message-send',
    label: 'Send a WhatsApp or SMS update',
    policy: 'stately',
    expireInSeconds: 60,
    handler: ({ messageId }) => service.deliver(messageId),
  });
  return {
    async register(app) {
      app.decorate('messaging', service);
      await app.register(messagingWebhookRoutes, { service, whatsapp: service.clients.whatsapp, sms: service.clients.sms, publicUrl: deps.publicUrl });
      await app.register(accountUpdatesRoutes, { service, limits: deps.config.limits });
    },
    async registerAdmin(admin) {
      await admin.register(messagingAdminRoutes, { service: staff });
    },
  };
}
