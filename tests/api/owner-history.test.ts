import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, freshIp, submit, autoRequest } from '../support/part-requests';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

// The owner's history (docs/api-part-requests.md): a signed-in customer reads every status change of
// their requests with staff's notes, on the dashboard's list and when tracking by number, as the status
// e-mails give them; tracking by number signed out, or as someone else, still shows no staff notes.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  owner = await signUp(t.app, { firstName: 'Keisha', lastName: 'Brown' });
  stranger = await signUp(t.app, { firstName: 'Omar', lastName: 'Reid' });
});
afterAll(async () => t.close());

const NOTE = 'Found one at our Miami supplier: it ships Tuesday.';

describe('a signed-in owner reads staff’s notes', () => {
  it('on the dashboard’s list and tracking by number; not signed out, not as someone else', async () => {
    const req = await submit(t, autoRequest(), owner.cookie);
    expectOk(
      await t.app.inject({ method: 'POST', url: `/api/admin/update-request-status/${req.id}`, headers: { cookie: admin.cookie }, payload: { status: 'confirmed', notes: NOTE } }),
    );

    const mine = expectOk(await t.app.inject({ method: 'GET', url: '/api/user-requests', headers: { cookie: owner.cookie } })) as Array<{
      id: string;
      statusHistory: Array<{ status: string; notes: string | null; timestamp: string }>;
    }>;
    const listed = mine.find((r) => r.id === req.id)!;
    expect(listed.statusHistory.map((h) => h.status)).toEqual(['pending', 'confirmed']);
    expect(listed.statusHistory.at(-1)).toMatchObject({ status: 'confirmed', notes: NOTE, timestamp: expect.any(String) });

    const track = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/part-requests/track/${req.requestNumber}`, headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });
    const asOwner = await track(owner.cookie);
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    const ownerView = expectOk(asOwner);
    expect(ownerView.statusHistory.at(-1).notes).toBe(NOTE);
    expect(ownerView.notes).toBe(NOTE);
    // Owning it shows the notes, nothing more: the customer's details and answering stay with the manage link.
    expect(ownerView).toMatchObject({ customer: null, canRespond: false, money: null });
    // This server has no WhatsApp or SMS keys: staff's view of the conversation says neither can be sent.
    const conversation = expectOk(await t.app.inject({ method: 'GET', url: `/api/admin/part-requests/${req.id}/conversation`, headers: { cookie: admin.cookie } }));
    expect(conversation.sending).toEqual({ whatsapp: false, sms: false });
    for (const cookie of [undefined, stranger.cookie]) {
      const view = expectOk(await track(cookie));
      expect(view.statusHistory.at(-1).notes).toBeNull();
      expect(view.notes).toBeNull();
    }
  });
});
