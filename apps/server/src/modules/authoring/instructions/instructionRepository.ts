import { uniqueKey, type Instruction } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

const columns = ['instructionId', 'quizTopicId', 'description'] as const;

export function listInstructions(db: DB, quizTopicId: number): Promise<Instruction[]> {
  return db
    .selectFrom('quiz_instruction')
    .select(columns)
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('instructionId')
    .execute();
}

export async function findInstruction(db: DB, instructionId: number): Promise<Instruction | null> {
  const row = await db
    .selectFrom('quiz_instruction')
    .select(columns)
    .where('instructionId', '=', instructionId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertInstruction(
  db: DB,
  quizTopicId: number,
  description: string,
  userId: number,
): Promise<number> {
  const row = await db
    .insertInto('quiz_instruction')
    .values({
      quizTopicId,
      description: description.trim(),
      descriptionKey: uniqueKey(description),
      addedBy: userId,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('instructionId')
    .executeTakeFirstOrThrow();
  return row.instructionId;
}

/** Answers whether the instruction existed. */
export async function updateInstruction(db: DB, instructionId: number, description: string, userId: number) {
  const result = await db
    .updateTable('quiz_instruction')
    .set({
      description: description.trim(),
      descriptionKey: uniqueKey(description),
      lastUpdatedBy: userId,
      lastUpdated: nowIso(),
    })
    .where('instructionId', '=', instructionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the instruction existed. */
export async function deleteInstruction(db: DB, instructionId: number): Promise<boolean> {
  const result = await db.deleteFrom('quiz_instruction').where('instructionId', '=', instructionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
