import { startSmtp } from '../../tests/support/smtp-peer';

// The SMTP peer of the order benchmark's mail floor (mail-floor.ts), in a process of its own so that the
// CPU the benchmark reads in its own process is the sender's alone. Tells the parent its URL over IPC,
// answers each message from the parent with how many e-mails it has received, and stops with the parent.
const smtp = await startSmtp();
process.send!({ url: smtp.url });
process.on('message', () => process.send!({ received: smtp.received.length }));
process.on('disconnect', () => void smtp.close().then(() => process.exit(0)));
