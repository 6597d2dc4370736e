/**
 * A separate server process in miniature, for the SQLite concurrency test (limitsConcurrency.test.ts):
 * opens the database file with its own connection, says "ready", waits for "go" on stdin (so that all
 * processes start together), starts an attempt of one assessment for one candidate through the real
 * service, and prints the outcome as one JSON line.
 * Usage: node --import tsx limitsStartProcess.ts <databaseUrl> <userId> <email> <quizTopicId>
 */
import { openDatabase } from '../../src/db/database.js';
import { AppError } from '../../src/errors/AppError.js';
import { startAttempt } from '../../src/modules/delivery/exam/attemptService.js';

const [url, userId, email, quizTopicId] = process.argv.slice(2) as [string, string, string, string];
const { db } = openDatabase(url);
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
try {
  const attempt = await startAttempt(db, { userId: Number(userId), email }, Number(quizTopicId));
  process.stdout.write(`${JSON.stringify({ ok: true, resumed: attempt.resumed })}\n`);
} catch (error) {
  const code = error instanceof AppError ? error.code : String(error);
  process.stdout.write(`${JSON.stringify({ ok: false, code })}\n`);
} finally {
  await db.destroy();
  process.stdin.destroy();
}
