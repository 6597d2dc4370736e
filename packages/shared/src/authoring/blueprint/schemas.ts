// The blueprint's wire (issue 23): PUT /api/Quiz/UpdateBlueprint's body and GET /api/Quiz/GetBlueprint's
// answer. Field messages are message keys, as in every shared schema; the keys new with blueprints
// (tooManySections, tooManyRules, tooManyFixedQuestions, paperTooLong, sectionEmpty, questionTwiceInBlueprint)
// have their texts in i18n/authoring/messages.<locale>.ts and their status in errors.ts.
import { z } from 'zod';
import { ID_MAX, idParam, optionalText, requiredText } from '../../common/schemas.js';
import { normalizeTags, tagText, TAGS_PER_QUESTION } from '../questionTags.js';

export const BLUEPRINT_LIMITS = {
  /** A section's title: as long as an assessment's title. */
  titleLength: 200,
  /** A section's instructions: a few paragraphs. */
  instructionsLength: 5000,
  /** Sections per assessment: more would not fit the exam's section list, and no paper needs them. */
  sections: 20,
  /** Rules per section: one per category and level, say, with room to spare. */
  rulesPerSection: 20,
  /** Fixed questions per section. */
  fixedPerSection: 500,
  /** What one rule draws: 1 to 500 questions. */
  drawCount: 500,
  /** Questions of one paper (fixed and drawn): beyond this an attempt is no longer an exam a person sits. */
  paperQuestions: 1000,
  /** A section's own time limit, in minutes: a whole number, at most a day. */
  timeLimitMinutes: 1440,
} as const;

/** An optional id filter: absent or null means "any". */
const optionalId = (max = ID_MAX) =>
  z
    .number({ error: 'required' })
    .int({ error: 'required' })
    .positive({ error: 'required' })
    .max(max, { error: 'tooLarge' })
    .nullish()
    .transform((v) => v ?? null);

export const blueprintRuleInput = z.object({
  questionCategoryId: idParam(),
  questionLavelId: optionalId(),
  // The eight question types (questionTypeId 1–8, as the question dialog takes them).
  questionTypeId: optionalId(8),
  // A question carries at most TAGS_PER_QUESTION tags, so a rule naming more could match nothing.
  tags: z.array(tagText()).max(TAGS_PER_QUESTION, { error: 'tooManyTags' }).default([]).transform(normalizeTags),
  count: z
    .number({ error: 'required' })
    .int({ error: 'positiveInteger' })
    .min(1, { error: 'positiveInteger' })
    .max(BLUEPRINT_LIMITS.drawCount, { error: 'tooLarge' }),
});

export const blueprintSectionInput = z
  .object({
    title: requiredText().max(BLUEPRINT_LIMITS.titleLength, { error: 'max200characters' }),
    instructions: optionalText(BLUEPRINT_LIMITS.instructionsLength),
    shuffle: z.boolean({ error: 'required' }),
    timeLimitMinutes: z
      .number({ error: 'positiveInteger' })
      .int({ error: 'positiveInteger' })
      .positive({ error: 'positiveInteger' })
      .max(BLUEPRINT_LIMITS.timeLimitMinutes, { error: 'tooLarge' })
      .nullish()
      .transform((v) => v ?? null),
    lockOnLeave: z.boolean({ error: 'required' }),
    questionIds: z.array(idParam()).max(BLUEPRINT_LIMITS.fixedPerSection, { error: 'tooManyFixedQuestions' }),
    rules: z.array(blueprintRuleInput).max(BLUEPRINT_LIMITS.rulesPerSection, { error: 'tooManyRules' }),
  })
  .refine((s) => s.questionIds.length + s.rules.length > 0, { error: 'sectionEmpty', path: ['questionIds'] });

/**
 * UpdateBlueprint: the assessment's sections, replacing those it had. `sections: []` removes the blueprint:
 * the assessment goes back to one section holding all its questions. A fixed question appears once in the
 * whole blueprint (questionTwiceInBlueprint at its second place), and a paper holds at most
 * BLUEPRINT_LIMITS.paperQuestions questions.
 */
export const blueprintInput = z
  .object({
    quizTopicId: idParam(),
    sections: z.array(blueprintSectionInput).max(BLUEPRINT_LIMITS.sections, { error: 'tooManySections' }),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<number>();
    b.sections.forEach((section, s) =>
      section.questionIds.forEach((id, i) => {
        if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['sections', s, 'questionIds', i],
            message: 'questionTwiceInBlueprint',
          });
        seen.add(id);
      }),
    );
    const size = b.sections.reduce(
      (sum, s) => sum + s.questionIds.length + s.rules.reduce((n, r) => n + r.count, 0),
      0,
    );
    if (size > BLUEPRINT_LIMITS.paperQuestions)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'paperTooLong' });
  });
export type BlueprintInput = z.output<typeof blueprintInput>;
export type BlueprintFormValues = z.input<typeof blueprintInput>;

/**
 * A rule as GetBlueprint answers it: the rule, with the editor's live counts (poolCounts): `poolCount`,
 * the assessment's questions matching its filter other than the blueprint's fixed questions, and
 * `availableCount`, how many of those it can always draw after the earlier rules ("12 of 40 available" is
 * count of availableCount). Go Live refuses a rule whose count exceeds its availableCount.
 */
export const blueprintRuleSchema = z.object({
  questionCategoryId: z.number(),
  questionLavelId: z.number().nullable(),
  questionTypeId: z.number().nullable(),
  tags: z.array(z.string()),
  count: z.number(),
  poolCount: z.number(),
  availableCount: z.number(),
});
export const blueprintSectionSchema = z.object({
  title: z.string(),
  instructions: z.string().nullable(),
  shuffle: z.boolean(),
  timeLimitMinutes: z.number().nullable(),
  lockOnLeave: z.boolean(),
  questionIds: z.array(z.number()),
  rules: z.array(blueprintRuleSchema),
});
/** GetBlueprint/{quizTopicId}: the assessment's sections (UpdateBlueprint's shape, with the rules' counts). */
export const blueprintSchema = z.object({
  quizTopicId: z.number(),
  sections: z.array(blueprintSectionSchema),
});
export type BlueprintAnswer = z.infer<typeof blueprintSchema>;
