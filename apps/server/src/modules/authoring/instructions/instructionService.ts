import { isAdminRole, type Instruction } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { forbidden, notFound, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { mayTakeNow } from '../../delivery/index.js';
import { findQuizTopic } from '../topics/topicRepository.js';
import * as instructions from './instructionRepository.js';

/** Descriptions are unique per assessment (trimmed, case-insensitive): the descriptionKey constraint decides. */
async function uniqueDescription<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse('duplicateInstruction');
    throw error;
  }
}

async function mustFindQuiz(db: DB, quizTopicId: number) {
  return (await findQuizTopic(db, quizTopicId)) ?? notFound();
}

/**
 * Admins read the instructions of any assessment; a candidate only those of an assessment they may
 * take now (the rule of their dashboard: live, open to them, attempts left or one under way).
 */
export async function readInstructions(db: DB, quizTopicId: number, user: AuthUser): Promise<Instruction[]> {
  await mustFindQuiz(db, quizTopicId);
  if (!isAdminRole(user.roleId) && !(await mayTakeNow(db, user, quizTopicId))) forbidden();
  return instructions.listInstructions(db, quizTopicId);
}

export async function createInstruction(db: DB, quizTopicId: number, description: string, userId: number) {
  await mustFindQuiz(db, quizTopicId);
  return uniqueDescription(() => instructions.insertInstruction(db, quizTopicId, description, userId));
}

/** An instruction stays with its assessment: a different quizTopicId is treated as not found. */
export async function updateInstruction(
  db: DB,
  change: { instructionId: number; quizTopicId?: number; description: string },
  userId: number,
) {
  const current = await instructions.findInstruction(db, change.instructionId);
  if (!current || (change.quizTopicId !== undefined && change.quizTopicId !== current.quizTopicId)) notFound();
  const found = await uniqueDescription(() =>
    instructions.updateInstruction(db, change.instructionId, change.description, userId),
  );
  if (!found) notFound();
}

export async function deleteInstruction(db: DB, instructionId: number) {
  if (!(await instructions.deleteInstruction(db, instructionId))) notFound();
}
