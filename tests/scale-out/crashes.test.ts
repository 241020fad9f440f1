import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/part-requests';
import { startScaleOutEnv, type ScaleOutEnv } from '../support/scale-out-env';
import { spawnServer, type ServerProcess } from '../support/server-process';
import { headerOf, type Received } from '../support/smtp-peer';
import { STRONG_PASSWORD, uniqueEmail } from '../support/test-app';

// The proof that nothing is lost or done twice when a server dies (docs/deploy.md; npm run test:pg): two web
// servers and a worker as separate processes, killed with SIGKILL the way a crash or the OOM killer
// ends a process, with no chance to finish anything.

let env: ScaleOutEnv;
let db: ScaleOutEnv['db'];
let s3: ScaleOutEnv['s3'];
let smtp: ScaleOutEnv['smtp'];
let sql: ScaleOutEnv['sql'];
const running = new Set<ServerProcess>();
const dirs: string[] = [];

async function spawn(role: 'web' | 'worker'): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yaad-crash-${role}-`));
  dirs.push(dataDir);
  const server = await spawnServer({
    // The worker as deployed (a deployed worker once crashed at start, asking for a setup code it cannot serve).
    NODE_ENV: role === 'worker' ? 'production' : 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl!,
    SMTP_URL: smtp.url,
    SERVER_ROLE: role,
    LOG_LEVEL: 'warn',
    // The clients below stand behind a proxy that names them, so the per-address limits count each once.
    TRUST_PROXY: '1',
    ...s3.env,
  });
  running.add(server);
  return server;
}

async function kill(server: ServerProcess): Promise<void> {
  await server.kill('SIGKILL');
  running.delete(server);
}

const waitFor = async (what: string, done: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const count = async (text: string, values: unknown[] = []) => Number((await sql.query(text, values)).rows[0].n);

let a: ServerProcess;
let b: ServerProcess;
let worker: ServerProcess;

beforeAll(async () => {
  env = await startScaleOutEnv();
  ({ db, sql, s3, smtp } = env);
  // The first start migrates and seeds; the others find it done.
  a = await spawn('web');
  [b, worker] = await Promise.all([spawn('web'), spawn('worker')]);
}, 180_000);

afterAll(async () => {
  for (const s of running) await s.kill('SIGTERM');
  await env?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('servers killed mid-work', () => {
  it('loses no order and doubles none when server A is killed in the middle of 200 orders, and e-mails each once', async () => {
    const STOCK = 1000;
    const ORDERS = 200;
    const [product] = (
      await sql.query(
        `insert into inventory_products (sku, name, category_id, brand, model, price_cents, image_url, stock_count, seller_name, seller_phone, seller_address)
         values ('CRASH-1', 'iPhone 12 Battery', (select id from categories where slug = 'phone-screens'), 'Apple', 'iPhone 12', 650000,
                 '/images/shop/phone-screens.svg', $1, 'Yaad Parts', '876-555-0142', 'Kingston') returning id`,
        [STOCK],
      )
    ).rows as { id: number }[];

    // Each client places one order and, like the web app on a dropped connection, sends it again with the
    // same Idempotency-Key: to the other server once its own is gone, as a load balancer would.
    const told = new Map<string, string>();
    const customers = new Map<string, string>();
    let retries = 0;
    let inFlightOnA = 0;
    let answered = 0;
    let aDead = false;
    async function client(i: number): Promise<void> {
      const key = crypto.randomUUID();
      const email = `crash-buyer-${i}@customers.test`;
      customers.set(key, email);
      const body = JSON.stringify({
        customerName: `Buyer ${i}`,
        customerEmail: email,
        customerPhone: `876-555-${String(1000 + i)}`,
        deliveryMethod: 'pickup',
        items: [{ id: product!.id, price: 6500, quantity: 1 }],
      });
      let server = i % 2 === 0 ? a : b;
      for (let attempt = 0; attempt < 5; attempt++) {
        const onA = server === a;
        if (onA) inFlightOnA++;
        try {
          const res = await fetch(`${server.url}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
            body,
          });
          expect(res.status, await res.clone().text()).toBe(201);
          told.set(key, ((await res.json()) as { orderNumber: string }).orderNumber);
          answered++;
          return;
        } catch (err) {
          if (!(err instanceof TypeError)) throw err; // fetch's "fetch failed": the connection, not the answer
          retries++;
          server = aDead || server === a ? b : a;
        } finally {
          if (onA) inFlightOnA--;
        }
      }
      throw new Error(`order ${i} was never answered`);
    }

    const queue = Array.from({ length: ORDERS }, (_, i) => i);
    const clients = Array.from({ length: 12 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await client(i);
    });
    await waitFor('60 orders answered', () => answered >= 60, 60_000);
    const inFlightOnAAtKill = inFlightOnA;
    aDead = true;
    await kill(a);
    await Promise.all(clients);

    // The kill landed mid-stream: A had orders in hand, and their clients had to try again.
    expect(inFlightOnAAtKill).toBeGreaterThan(0);
    expect(retries).toBeGreaterThan(0);
    expect(told.size).toBe(ORDERS);

    // Every order a client was told about exists, once; no order exists that nobody was told about.
    const { rows } = await sql.query(`select order_number, idempotency_key from orders where customer_email like 'crash-buyer-%'`);
    expect(rows).toHaveLength(ORDERS);
    const placed = new Map((rows as { order_number: string; idempotency_key: string }[]).map((r) => [r.idempotency_key, r.order_number]));
    for (const [key, orderNumber] of told) expect(placed.get(key), key).toBe(orderNumber);
    expect(await count(`select stock_count as n from inventory_products where id = $1`, [product!.id])).toBe(STOCK - ORDERS);

    // Every order's e-mail reaches its customer once: those whose server died before handing the e-mail
    // to the queue are sent by the sweep (a minute at most), so wait past one sweep before counting.
    const orderMails = () => smtp.received.filter((m) => m.to.some((to) => to.startsWith('crash-buyer-')));
    await waitFor('an e-mail for every order', () => orderMails().length >= ORDERS, 150_000);
    await waitFor('the outbox to empty', async () => (await count(`select count(*)::int as n from mail_outbox where status <> 'sent'`)) === 0, 30_000);
    const perCustomer = new Map<string, number>();
    for (const m of orderMails()) for (const to of m.to) perCustomer.set(to, (perCustomer.get(to) ?? 0) + 1);
    expect(perCustomer.size).toBe(ORDERS);
    expect([...perCustomer.values()].every((n) => n === 1)).toBe(true);
    for (const [key, orderNumber] of told) {
      const mail = orderMails().find((m) => m.to.includes(customers.get(key)!));
      expect(mail?.raw, key).toContain(orderNumber);
    }
  }, 300_000);

  it('completes every OCR and mail job once after the worker is killed in the middle of them', async () => {
    smtp.state.delayMs = 25; // a real mail server takes a moment per message; without it 100 go in a blink
    const cookie = await staffCookie();
    const MAILS = 150;
    const before = smtp.received.length;
    const outboxBefore = await count(`select count(*)::int as n from mail_outbox`);
    const words = ['BOSCH', 'DENSO', 'NGK', 'TOYOTA', 'NISSAN', 'MOBIL'];
    // Photos big enough that reading one takes the worker a while: with small ones it once read all six
    // and sent every mail between two of the polls below, leaving nothing in hand to kill it in.
    const photos = await Promise.all(words.map((word) => labelPhoto(word, 1800)));
    // The mail first (it starts going at once), then the photos, so the worker has both in hand.
    await Promise.all(
      Array.from({ length: MAILS }, (_, i) =>
        fetch(`${b.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
          body: JSON.stringify({ name: `Crash sender ${i}`, email: 'andre@customers.test', subject: 'order', message: 'Where is my order?' }),
        }).then((res) => expect(res.status).toBe(201)),
      ),
    );
    const upload = multipart(photos.map((p, i) => ({ name: 'photos', value: p, filename: `label-${i}.png`, contentType: 'image/png' })));
    const up = await fetch(`${b.url}/api/admin/upload-photos`, { method: 'POST', headers: { ...upload.headers, cookie }, body: upload.payload });
    expect(up.status).toBe(201);
    const PHOTOS = words.length;
    const mailsExpected = (await count(`select count(*)::int as n from mail_outbox`)) - outboxBefore;
    expect(mailsExpected).toBeGreaterThanOrEqual(MAILS);

    // Kill the worker while it reads a photo and while it is part-way through the mail.
    // Best while a photo is in hand; on a loaded machine the polls can miss every read (CI's run once saw
    // none active in 60 s), so after 5 s it is enough that photos are still to be read. Either way the
    // dead worker leaves OCR work undone, which must be done once.
    const killFrom = Date.now();
    await waitFor(
      'the worker to be reading a photo and sending mail',
      async () => {
        if (smtp.received.length <= before) return false;
        if ((await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state = 'active'`)) > 0) return true;
        return Date.now() - killFrom > 5_000 && (await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state <> 'completed'`)) > 0;
      },
      120_000,
    ).catch(async (err: unknown) => {
      const jobs = await sql.query(`select name, state, count(*)::int as n from pgboss.job where name in ('ocr-read', 'mail-deliver') group by 1, 2 order by 1, 2`);
      throw new Error(`${String(err)}; jobs ${JSON.stringify(jobs.rows)}; mails received ${smtp.received.length - before}`, { cause: err });
    });
    await kill(worker);
    const sentAtKill = smtp.received.length - before;
    expect(sentAtKill).toBeLessThan(mailsExpected);
    expect(await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state = 'completed'`)).toBeLessThan(PHOTOS);

    worker = await spawn('worker');
    // A job the dead worker held is tried again once it expires (60 s) and maintenance notices (every 30 s).
    await waitFor(
      'every OCR and mail job to complete',
      async () =>
        (await count(`select count(*)::int as n from pgboss.job where name in ('ocr-read', 'mail-deliver') and state <> 'completed'`)) === 0 &&
        (await count(`select count(*)::int as n from mail_outbox where status <> 'sent'`)) === 0,
      360_000,
    ).catch(async (err: unknown) => {
      // Say what was still waiting, so a slow run can be told from a stuck one.
      const jobs = await sql.query(`select name, state, retry_count, count(*)::int as n from pgboss.job where name in ('ocr-read', 'mail-deliver', 'mail-sweep') group by 1, 2, 3 order by 1, 2`);
      const mail = await sql.query(`select status, count(*)::int as n from mail_outbox group by 1`);
      throw new Error(`${String(err)}; jobs ${JSON.stringify(jobs.rows)}; outbox ${JSON.stringify(mail.rows)}`, { cause: err });
    });
    expect(await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state = 'completed'`)).toBe(PHOTOS);
    // Each photo's text was read and kept once (one row per photo, its words in it).
    const texts = (await sql.query(`select ocr_status, extracted_text as ocr_text from gallery_images order by created_at desc limit $1`, [PHOTOS])).rows as { ocr_status: string; ocr_text: string }[];
    expect(texts.map((t) => t.ocr_status)).toEqual(words.map(() => 'done'));
    for (const word of words) expect(texts.some((t) => t.ocr_text.toUpperCase().includes(word)), word).toBe(true);

    // Every message arrived. SMTP cannot be asked whether it already has a message, so the one a worker
    // had handed over when it died, before it could record that, may go again: with the same Message-ID,
    // which the recipient's mail system reads as the same message. No other message goes twice.
    const received: Received[] = smtp.received.slice(before);
    const ids = received.map((m) => headerOf(m, 'Message-ID'));
    expect(new Set(ids).size).toBe(mailsExpected);
    expect(received.length - mailsExpected).toBeLessThanOrEqual(1);
  }, 540_000);
});

describe('servers stopped politely (SIGTERM), as a deploy or a scale-down does', () => {
  it('finishes the upload in hand and the OCR job in hand before exiting, and exits cleanly', async () => {
    const c = await spawn('web');
    const cookie = await staffCookie();
    const words = ['FRAM', 'MAHLE', 'LUCAS', 'VALEO', 'AISIN', 'KOYO', 'DELPHI', 'DAYCO'];
    const photos = await Promise.all(words.map((word) => labelPhoto(word, 2400)));
    const upload = multipart(photos.map((p, i) => ({ name: 'photos', value: p, filename: `stop-${i}.png`, contentType: 'image/png' })));
    const answered = fetch(`${c.url}/api/admin/upload-photos`, { method: 'POST', headers: { ...upload.headers, cookie }, body: upload.payload }).then(async (res) => ({
      at: Date.now(),
      status: res.status,
      body: (await res.json()) as { files: { filename: string }[] },
    }));
    // The upload is being worked on (eight large photos take the server a while) when the signal comes.
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    await c.kill('SIGTERM');
    running.delete(c);
    // Promptly: an answered client's kept-alive connection once held the stop back for 72 s.
    expect(Date.now() - signalled).toBeLessThan(20_000);
    const res = await answered;
    expect(res.at).toBeGreaterThan(signalled);
    expect(res.status).toBe(201);
    expect(res.body.files).toHaveLength(words.length);
    for (const f of res.body.files) expect(s3.keys()).toContain(`gallery/${f.filename}`);
    expect(c.child.exitCode).toBe(0);
    // Gone: a new connection is refused (the proxy sends it to another server).
    await expect(fetch(`${c.url}/api/health`)).rejects.toThrow();

    // The worker is asked to stop while it reads a photo: that read completes, not left for expiry.
    await waitFor('the photos above to be read', async () => (await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state <> 'completed'`)) === 0, 120_000);
    // Other photos: the gallery keeps one copy of a photo uploaded twice.
    const others = await Promise.all(words.map((word) => labelPhoto(`${word} 2`, 2400)));
    const more = multipart(others.map((p, i) => ({ name: 'photos', value: p, filename: `more-${i}.png`, contentType: 'image/png' })));
    const moreRes = await fetch(`${b.url}/api/admin/upload-photos`, { method: 'POST', headers: { ...more.headers, cookie }, body: more.payload });
    expect(moreRes.status).toBe(201);
    const names = [...res.body.files, ...((await moreRes.json()) as { files: { filename: string }[] }).files].map((f) => f.filename);
    await waitFor('the worker to be reading a photo', async () => (await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state = 'active'`)) > 0, 60_000);
    const { rows: inHand } = await sql.query(`select id from pgboss.job where name = 'ocr-read' and state = 'active'`);
    await worker.kill('SIGTERM');
    running.delete(worker);
    expect(worker.child.exitCode).toBe(0);
    const { rows: after } = await sql.query(`select state from pgboss.job where id = any($1::uuid[])`, [inHand.map((r: { id: string }) => r.id)]);
    expect(after.map((r: { state: string }) => r.state)).toEqual(inHand.map(() => 'completed'));

    // The rest wait in the queue for the next worker, and are read once it starts.
    worker = await spawn('worker');
    await waitFor('every photo to be read', async () => (await count(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state <> 'completed'`)) === 0, 120_000);
    expect(await count(`select count(*)::int as n from gallery_images where filename = any($1::text[]) and ocr_status = 'done'`, [names])).toBe(2 * words.length);
  }, 240_000);
});

async function labelPhoto(word: string, width = 900): Promise<Buffer> {
  const height = Math.round(width / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/><text x="${width / 22}" y="${height * 0.68}" font-family="DejaVu Sans, sans-serif" font-size="${height / 2}" font-weight="bold" fill="black">${word}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let staffSession: Promise<string> | undefined;

/** The first account of a local install is its admin: made once, on B, its session good on every server. */
function staffCookie(): Promise<string> {
  staffSession ??= (async () => {
    const res = await fetch(`${b.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({ email: uniqueEmail('staff'), password: STRONG_PASSWORD, firstName: 'Marcia', lastName: 'Grant' }),
    });
    expect(res.status).toBe(201);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  })();
  return staffSession;
}
