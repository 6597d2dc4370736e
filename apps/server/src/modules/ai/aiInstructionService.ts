import {
  instructionInput,
  uniqueKey,
  type AiDroppedItem,
  type AiGenerationResponse,
  type AiProvider,
  type Locale,
  successCode,
} from '@assessly/shared';
import { translateMessage } from '@assessly/shared/i18n';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { notFound, refuse } from '../../errors/AppError.js';
import { listInstructions } from '../authoring/index.js';
import { findQuizTopic } from '../authoring/index.js';
import { callAi } from './aiClient.js';
import * as repo from './aiGenerationRepository.js';
import { instructionsOutput } from './aiOutputShapes.js';
import { instructionPrompt, parseAiJson } from './aiPrompts.js';
import { droppedText } from './aiQuestionItems.js';

/** An instruction generation request, whichever provider's field names it came with. */
export interface InstructionGeneration {
  quizTopicId: number;
  instruction: string;
  count: number;
  deletePrevious: boolean;
}

/** The same limits as the Add instruction dialog's description. */
const description = instructionInput.shape.description;

/** One generated text: the trimmed instruction to keep, or the message key of why it is dropped. */
function checkInstruction(raw: string, seen: Set<string>): { text: string } | { problem: string } {
  const parsed = description.safeParse(raw);
  if (!parsed.success) return { problem: parsed.error.issues[0]!.message };
  if (seen.has(uniqueKey(parsed.data))) return { problem: 'duplicateInstruction' };
  return { text: parsed.data };
}

/**
 * The generated instructions to keep, in order, at most `count`: each trimmed, within the description's
 * limits, and not a duplicate (trimmed, case-insensitive) of one the assessment keeps or of an earlier one
 * of the batch. The others are reported with their reason in the caller's language.
 */
export function pickInstructions(texts: string[], existing: string[], count: number, locale: Locale) {
  const seen = new Set(existing.map(uniqueKey));
  const kept: string[] = [];
  const dropped: AiDroppedItem[] = [];
  for (const [i, raw] of texts.entries()) {
    if (kept.length >= count) break;
    const checked = checkInstruction(raw, seen);
    if ('problem' in checked) {
      dropped.push({ index: i + 1, text: droppedText(raw), reason: translateMessage(locale, checked.problem) });
      continue;
    }
    seen.add(uniqueKey(checked.text));
    kept.push(checked.text);
  }
  return { kept, dropped };
}

async function store(db: DB, input: InstructionGeneration, descriptions: string[], userId: number) {
  await repo.saveRefusingDuplicates(db, 'duplicateInstruction', async (trx) => {
    if (input.deletePrevious) await repo.deleteInstructionsOf(trx, input.quizTopicId);
    await repo.insertInstructions(trx, input.quizTopicId, descriptions, userId);
  });
}

/**
 * GenerateGeminiInstruction / GenerateOpenAiInstruction. Unlike questions, instructions may be generated
 * for a running assessment (spec 001 §4 refuses only questions), as they may be added by hand.
 */
export async function generateInstructions(
  app: FastifyInstance,
  provider: AiProvider,
  input: InstructionGeneration,
  userId: number,
  locale: Locale,
): Promise<AiGenerationResponse> {
  const quiz = (await findQuizTopic(app.db, input.quizTopicId)) ?? notFound();
  const existing = input.deletePrevious
    ? []
    : (await listInstructions(app.db, quiz.quizTopicId)).map((i) => i.description);
  const ask = instructionPrompt({
    title: quiz.quizTitle,
    instruction: input.instruction,
    count: input.count,
    locale,
    existing,
  });
  const detail = `instructions quizTopicId=${quiz.quizTopicId} count=${input.count}`;
  const answer = await callAi(app, provider, { detail, ...ask }, userId);
  const texts = parseAiJson(answer, instructionsOutput, provider).instructions;
  if (texts.length === 0) refuse('aiMalformedOutput', { provider });
  const { kept, dropped } = pickInstructions(texts, existing, input.count, locale);
  if (kept.length === 0) refuse('aiNoValidOutput', { reason: dropped[0]!.reason });
  await store(app.db, input, kept, userId);
  return {
    responseMsg: successCode('aiInstructionsGenerated'),
    params: { count: kept.length, dropped: dropped.length },
    dropped,
  };
}
