import type { DB } from '../../../db/database.js';

/** The fixed lookup lists, seeded from the shared constants. */
export const lookups = {
  questionTypes: (db: DB) => db.selectFrom('question_type').selectAll().orderBy('questionTypeId').execute(),
  questionLevels: (db: DB) => db.selectFrom('question_level').selectAll().orderBy('questionLavelId').execute(),
  markOptions: (db: DB) => db.selectFrom('quiz_mark_option').selectAll().orderBy('quizMarkOptionId').execute(),
  participantOptions: (db: DB) =>
    db.selectFrom('quiz_participant_option').selectAll().orderBy('quizParticipantOptionId').execute(),
};
