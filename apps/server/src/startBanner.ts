import { DEMO_ACCOUNTS } from '@assessly/shared';
import type { Config } from './config.js';

/**
 * What `npm start` prints once the server listens (scripts/start.mjs sets ASSESSLY_ANNOUNCE): where the site
 * is, the demo accounts when demo data is on (their passwords are public, the README lists them too), how a
 * real admin is made, and what happens to mail while no mail server is set. Plain text for a person at a
 * terminal; the logs stay JSON.
 */
export function startBanner(opts: {
  config: Pick<Config, 'publicUrl' | 'seedDemo'>;
  dialect: string;
  mailReady: boolean;
}): string {
  const { config, dialect, mailReady } = opts;
  const database = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const lines = [
    '',
    `  Assessly is running at ${config.publicUrl}  (${database}${config.seedDemo ? ', demo data on' : ''})`,
  ];
  if (config.seedDemo) {
    const accounts: [string, { email: string; password: string }][] = [
      ['Admin', DEMO_ACCOUNTS.admin],
      ['Candidate', DEMO_ACCOUNTS.candidate],
      ['Super admin', DEMO_ACCOUNTS.superAdmin],
    ];
    lines.push(
      '',
      '  Demo accounts (public: anyone may sign in with them; they cannot change their passwords,',
      '  nor the Email, Payment and AI settings):',
    );
    for (const [role, account] of accounts) lines.push(`    ${role.padEnd(12)} ${account.email} / ${account.password}`);
  }
  lines.push('', '  Your own admin:  npm run create-admin -- --email you@example.com --password "a long password"');
  if (!mailReady) {
    lines.push(
      '  Mail:  no mail server is set yet. Set it in Site settings > Email (or SMTP_HOST, SMTP_PORT, SMTP_USER);',
      '         until then nothing is mailed, and the Mail log (/settings/mailLog) explains what waits.',
    );
  }
  lines.push('');
  return lines.join('\n');
}
