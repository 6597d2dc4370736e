/** npm run create-admin -- --email … --password … [--name …]: creates (or promotes) the first SuperAdmin. */
import { ROLE, emailField, passwordField } from '@assessly/shared';
import { prepareDatabase } from '../boot.js';
import { loadConfig } from '../config.js';
import { hashPassword } from '../lib/password.js';
import { findUserByEmail, insertUser, updatePasswordHash } from '../modules/accounts/index.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const email = emailField().safeParse(arg('email') ?? '');
const password = passwordField().safeParse(arg('password') ?? '');
if (!email.success || !password.success) {
  console.error(
    'usage: npm run create-admin -- --email you@example.com --password "at least 8 characters" [--name "Full Name"]',
  );
  process.exit(2);
}
const config = loadConfig();
const { database } = await prepareDatabase({ ...config, seedDemo: false });
const db = database.db;
const existing = await findUserByEmail(db, email.data);
const passwordHash = await hashPassword(password.data);
if (existing) {
  await db.updateTable('app_user').set({ userRoleId: ROLE.SuperAdmin }).where('userId', '=', existing.userId).execute();
  await updatePasswordHash(db, existing.userId, passwordHash);
  console.log(`${email.data} is now a SuperAdmin with the new password.`);
} else {
  await insertUser(db, {
    fullName: arg('name') ?? 'Super Admin',
    email: email.data,
    passwordHash,
    userRoleId: ROLE.SuperAdmin,
    addedBy: null,
  });
  console.log(`SuperAdmin ${email.data} created.`);
}
await db.destroy();
