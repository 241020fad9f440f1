import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { seedLateRequest } from './e2e-dashboard-seed';
import { lanePorts } from './e2e-lanes';
import { serveMailbox } from './e2e-mail';
import { E2E_MESSAGING } from './e2e-messaging';
import { startSmsStandIn, startWhatsappStandIn } from './messaging-stand-ins';
import { startSmtp } from './smtp-peer';
import { startWipayStandIn } from './wipay-stand-in';

// The server one lane of the end-to-end tests drives (E2E_LANE, tests/support/e2e-lanes.ts): the built web
// app and the real API on the lane's port (3100 for lane 0), a fresh database each run (empty but for one late part request, tests/support/e2e-dashboard-seed.ts). Mail goes to a real
// SMTP peer on loopback, whose mailbox the tests read (tests/support/e2e-mail.ts) as well as the outbox,
// which keeps every message but hides the secret links. Card payments in J$ go to a WiPay stand-in on
// loopback (tests/support/wipay-stand-in.ts), whose page has "Pay now". WhatsApp and SMS updates go to
// their stand-ins on the lane's ports (tests/support/e2e-messaging.ts), which the browser tests read and steer.
const ports = lanePorts(Number(process.env.E2E_LANE ?? 0));
const wipay = await startWipayStandIn({ apiKey: 'e2e-wipay-key', accountNumber: '1234567890' });
const whatsapp = await startWhatsappStandIn(ports.whatsapp);
const sms = await startSmsStandIn(ports.sms);
const smtp = await startSmtp();
const mailbox = await serveMailbox(smtp.received, ports.mailbox);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-e2e-'));
const port = String(ports.app);
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  SMTP_URL: smtp.url,
  WIPAY_ACCOUNT_NUMBER: '1234567890',
  WIPAY_API_KEY: 'e2e-wipay-key',
  WIPAY_API_URL: wipay.url,
  WHATSAPP_ACCESS_TOKEN: E2E_MESSAGING.whatsappToken,
  WHATSAPP_PHONE_NUMBER_ID: E2E_MESSAGING.phoneNumberId,
  WHATSAPP_APP_SECRET: E2E_MESSAGING.appSecret,
  WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
  WHATSAPP_API_URL: whatsapp.url,
  TWILIO_ACCOUNT_SID: E2E_MESSAGING.twilioSid,
  TWILIO_AUTH_TOKEN: E2E_MESSAGING.twilioToken,
  TWILIO_FROM: '+18765550142',
  TWILIO_API_URL: sms.url,
  // The whole suite comes from one address and reuses a few numbers: the daily caps have their API test.
  MESSAGING_DAILY_PER_NUMBER: '1000',
  MESSAGING_DAILY_PER_ADDRESS: '10000',
});
if (!fs.existsSync(path.join(config.webDir ?? '', 'index.html'))) {
  console.error('dist/web is missing: run `npx vite build` before the end-to-end tests.');
  process.exit(1);
}
// Every story comes from 127.0.0.1, so per-address limits on requests and tracking would count the whole
// suite as one customer; the API tests check those limits. That holds for sign-ins too: the suite signs in
// about 35 times, past the 30 per address per 15 minutes a real visitor gets. The per-account sign-in and
// forgot-password limits stay as in production.
const server = await startServer({
  ...config,
  limits: { ...config.limits, requestCreatePerIp: 1000, orderCreatePerIp: 1000, unconfirmedUnitsPerAddress: 100_000, trackPerIp: 1000, contactPerIp: 1000, signInPerIp: 1000, signupPerIp: 1000, profileUpdatePerIp: 1000 },
});
await seedLateRequest(server.database.db);
console.log(`e2e server on ${server.url} (data in ${dataDir})`);

const stop = async () => {
  await server.stop();
  await wipay.close();
  await whatsapp.close();
  await sms.close();
  mailbox.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
