import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/mail/outbox.js';
import {
  outboxRows,
  recipientOf,
  startSwitchableSmtp,
  testMails,
  type SwitchableSmtp,
} from '../helpers/outboxFixtures.js';
import { createTestApp, testDatabases, useSmtpServer, type TestApp } from '../helpers/testApp.js';

/** Polls until `check` holds, or fails after the timeout. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabases())('mail outbox worker on %s', (kind) => {
  let t: TestApp;
  let idle: TestApp;
  let smtp: SwitchableSmtp;
  beforeAll(async () => {
    smtp = await startSwitchableSmtp();
    // The worker runs only when asked for in tests: once a second here, off (the default) in `idle`.
    t = await createTestApp(kind, { MAIL_OUTBOX_SECONDS: '1' });
    idle = await createTestApp(kind);
    await useSmtpServer(t.db, smtp.port);
    await useSmtpServer(idle.db, smtp.port);
  });
  afterAll(async () => {
    await t?.close();
    await idle?.close();
    await smtp?.close();
  });

  it('sends queued mail on its interval once the app is ready, through an outage', async () => {
    smtp.refusing = true;
    await enqueueMail(t.db, testMails(3, 'worker'));
    await eventually(async () => (await outboxRows(t.db)).every((r) => r.attempts >= 1));
    expect((await outboxRows(t.db)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(smtp.messages).toEqual([]);

    // Back up: the retry is a minute away; make it due now, as time passing would.
    smtp.refusing = false;
    await t.db.updateTable('mail_outbox').set({ nextAttemptAt: new Date().toISOString() }).execute();
    await eventually(async () => (await outboxRows(t.db)).every((r) => r.status === 'sent'));
    expect(smtp.messages.map(recipientOf).sort()).toEqual([0, 1, 2].map((i) => `worker-${i}@example.com`));
  });

  it('stays off in tests unless MAIL_OUTBOX_SECONDS is set', async () => {
    await enqueueMail(idle.db, testMails(1, 'idle'));
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await outboxRows(idle.db)).map((r) => [r.status, r.attempts])).toEqual([['pending', 0]]);
  });
});
