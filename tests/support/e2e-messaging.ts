// The WhatsApp and Twilio settings of the end-to-end server (tests/support/e2e-server.ts), shared with the
// browser tests that read what the stand-ins were sent and sign webhooks as the providers would.
// The stand-ins' ports are the lane's (tests/support/e2e-lanes.ts).
export const E2E_MESSAGING = {
  whatsappToken: 'EAAe2e-access-token-0123456789',
  phoneNumberId: '109876543210',
  appSecret: 'e2e-app-secret-0123456789abcdef',
  twilioSid: `AC${'e2'.repeat(16)}`,
  twilioToken: 'e2e-twilio-auth-token-0123456789',
} as const;
