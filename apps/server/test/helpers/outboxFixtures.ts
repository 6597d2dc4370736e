import { SMTPServer } from 'smtp-server';
import type { DB } from '../../src/db/database.js';

export interface SwitchableSmtp {
  port: number;
  /** Raw messages in arrival order. */
  messages: string[];
  /** While true every mail is refused with a temporary error (451), as a mail server in trouble does. */
  refusing: boolean;
  /** Called for each accepted message, before it is acknowledged. */
  onMessage?: (raw: string) => void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that can refuse mail on demand and keeps every message it accepts. */
export async function startSwitchableSmtp(port = 0): Promise<SwitchableSmtp> {
  const state: SwitchableSmtp = {
    port: 0,
    messages: [],
    refusing: false,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      const error = Object.assign(new Error('Local problem, try again later'), { responseCode: 451 });
      return callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        state.messages.push(raw);
        state.onMessage?.(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  state.port = address.port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The recipient of a raw message (its To header). */
export const recipientOf = (raw: string): string => /^To: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';

export const outboxRows = (db: DB) => db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

/** Empties the outbox between tests of one file. */
export const clearOutbox = (db: DB) => db.deleteFrom('mail_outbox').execute();

/** `count` distinct test mails. */
export const testMails = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    to: `${tag}-${i}@example.com`,
    subject: `Subject ${tag} ${i}`,
    html: `<p>Body ${tag} ${i}</p>`,
    text: `Body ${tag} ${i}`,
  }));
