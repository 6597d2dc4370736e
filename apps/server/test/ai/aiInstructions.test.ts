import { beforeAll, describe, expect, it } from 'vitest';
import { pickInstructions } from '../../src/modules/ai/aiInstructionService.js';
import {
  aiGenerationFixture,
  generated,
  issueLines,
  lastRequest,
  quizTitleOf,
  replyJson,
  usageWithDetail,
  type AiGenerationState,
} from '../helpers/aiFixtures.js';
import type { AiStandIn } from '../helpers/aiStandIn.js';
import { liveQuiz, ok } from '../helpers/examFixtures.js';
import { api, createQuiz, refusal } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';

const ROUTES = { gemini: '/Quiz/GenerateGeminiInstruction', openAi: '/Quiz/GenerateOpenAiInstruction' } as const;
type Route = keyof typeof ROUTES;

describe('picking generated instructions', () => {
  it('trims, drops empty, over-long and duplicate ones with their reasons, and keeps at most the count', () => {
    const texts = [
      '  Keep your phone switched off.  ',
      '',
      '   ',
      'x'.repeat(2001),
      'BRING a  pen.',
      'keep your phone switched OFF.',
      'Read every question twice.',
      'Raise your hand for help.',
      'Never read.',
    ];
    const { kept, dropped } = pickInstructions(texts, ['Bring a pen.'], 3, 'en');
    expect(kept).toEqual(['Keep your phone switched off.', 'Read every question twice.', 'Raise your hand for help.']);
    expect(dropped).toEqual([
      { index: 2, text: '', reason: 'Required' },
      { index: 3, text: '', reason: 'Required' },
      { index: 4, text: 'x'.repeat(200), reason: 'The text is too long' },
      { index: 5, text: 'BRING a pen.', reason: 'Duplicate Instruction!' },
      { index: 6, text: 'keep your phone switched OFF.', reason: 'Duplicate Instruction!' },
    ]);
  });

  it('gives the reasons in the caller language', () => {
    expect(pickInstructions(['Uno.', 'uno.'], [], 5, 'es').dropped[0]!.reason).toBe('¡Instrucción duplicada!');
  });
});

/** GenerateGeminiInstruction / GenerateOpenAiInstruction through the SDKs against the provider stand-in (issue 8). */
describe.each(testDatabases())('AI instruction generation on %s', (kind) => {
  const ai = aiGenerationFixture(kind);
  let standIn: AiStandIn;
  let t: TestApp;
  let tokens: AiGenerationState['tokens'];
  let adminId: number;

  beforeAll(() => {
    ({ standIn, t, tokens, adminId } = ai);
  });

  interface Ask {
    count?: unknown;
    instruction?: string;
    deletePrevious?: boolean;
  }
  /** The provider's own field names; informational fields are sent too and must be ignored. */
  const body = (route: Route, quizTopicId: number, ask: Ask = {}) => ({
    [route === 'gemini' ? 'quizTopicId' : 'quizId']: quizTopicId,
    quizInstruction: ask.instruction ?? 'Rules for the exam room',
    noOfInstructions: ask.count ?? 4,
    isDeletePreviousInstructions: ask.deletePrevious ?? false,
    previousInstructionsCount: 42,
    addedBy: 999_999,
  });
  const generate = (route: Route, quizTopicId: number, ask: Ask = {}, token = tokens.admin) =>
    api(t, token).post(ROUTES[route], body(route, quizTopicId, ask));
  const reply = (instructions: unknown[]) => replyJson(standIn, { instructions });
  const instructionsOf = async (quizTopicId: number) =>
    (
      await t.db
        .selectFrom('quiz_instruction')
        .select('description')
        .where('quizTopicId', '=', quizTopicId)
        .orderBy('instructionId')
        .execute()
    ).map((r) => r.description);
  const addInstruction = async (quizTopicId: number, description: string) =>
    ok(await api(t, tokens.admin).post('/Settings/CreateInstruction', { quizTopicId, description }));

  it.each(['gemini', 'openAi'] as const)('generates instructions with %s and saves them', async (route) => {
    const quiz = await createQuiz(t, tokens.admin);
    const res = generated(await generate(route, quiz));
    expect(res).toEqual({ responseMsg: 'aiInstructionsGenerated', params: { count: 4, dropped: 0 }, dropped: [] });
    const saved = await instructionsOf(quiz);
    expect(saved).toHaveLength(4);
    expect(saved.every((d) => d.startsWith('Stand-in instruction'))).toBe(true);
    const added = await t.db.selectFrom('quiz_instruction').select('addedBy').where('quizTopicId', '=', quiz).execute();
    expect(added.every((r) => r.addedBy === adminId)).toBe(true);

    const sent = lastRequest(standIn);
    expect(sent.provider).toBe(route === 'gemini' ? 'gemini' : 'openai');
    expect(sent.jsonSchema).toMatchObject({ required: ['instructions'] });
    expect(sent.prompt).toContain('Count: 4');
    expect(sent.prompt).toContain('Rules for the exam room');
    expect(sent.prompt).toContain(await quizTitleOf(t.db, quiz));

    const usage = await usageWithDetail(t.db, `instructions quizTopicId=${quiz} count=4`);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ userId: adminId });
    expect(usage[0]!.totalTokens).toBeGreaterThan(0);
  });

  it('caps the count per provider (min1andMax50 / min1andMax25) before any provider call', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const issue = async (route: Route, count: unknown) => issueLines(await generate(route, quiz, { count }));
    expect(await issue('gemini', 51)).toEqual(['body.noOfInstructions:min1andMax50']);
    expect(await issue('openAi', 26)).toEqual(['body.noOfInstructions:min1andMax25']);
    expect(await issue('gemini', 0)).toEqual(['body.noOfInstructions:min1andMax50']);
    expect(await issue('openAi', 2.5)).toEqual(['body.noOfInstructions:min1andMax25']);
    const long = await api(t, tokens.admin).post(ROUTES.gemini, {
      ...body('gemini', quiz),
      quizInstruction: 'x'.repeat(251),
    });
    expect(long.json().issues).toEqual([{ path: 'body.quizInstruction', message: 'max250characters' }]);
    expect(standIn.requests).toHaveLength(0);
    expect(generated(await generate('gemini', quiz, { count: 50 })).params.count).toBe(50);
    expect(generated(await generate('openAi', quiz, { count: 25 })).params.count).toBe(25);
  });

  it('drops empty, over-long and duplicate instructions and reports them', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    await addInstruction(quiz, 'Bring a pen.');
    reply(['  Keep your phone off. ', '', 'x'.repeat(2001), 'bring A PEN.', 'Keep your  phone off.', 'Stay seated.']);
    const res = generated(await generate('openAi', quiz, { count: 5 }));
    expect(res.params).toEqual({ count: 2, dropped: 4 });
    expect(res.dropped.map((d) => [d.index, d.reason])).toEqual([
      [2, 'Required'],
      [3, 'The text is too long'],
      [4, 'Duplicate Instruction!'],
      [5, 'Duplicate Instruction!'],
    ]);
    expect(await instructionsOf(quiz)).toEqual(['Bring a pen.', 'Keep your phone off.', 'Stay seated.']);
    expect(lastRequest(standIn).prompt).toContain('- Bring a pen.');
  });

  it('keeps at most the count asked for', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    reply(['One.', 'Two.', 'Three.']);
    expect(generated(await generate('gemini', quiz, { count: 2 })).params).toEqual({ count: 2, dropped: 0 });
    expect(await instructionsOf(quiz)).toEqual(['One.', 'Two.']);
  });

  it('saves nothing when no instruction is usable or the answer is malformed', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    await addInstruction(quiz, 'Bring a pen.');
    reply(['  ', 'BRING A PEN.']);
    const none = refusal(await generate('gemini', quiz, {}));
    expect(none).toMatchObject({ responseMsg: 'aiNoValidOutput', status: 'error' });
    expect(none.message).toContain('Required');
    for (const text of ['1. Bring a pen', '{"instructions": "Bring a pen"}', '{"instructions": [1, 2]}', '[]']) {
      standIn.setReply(() => ({ text }));
      expect(refusal(await generate('gemini', quiz, { deletePrevious: true }))).toMatchObject({
        responseMsg: 'aiMalformedOutput',
        message: expect.stringContaining('Gemini AI'),
      });
    }
    expect(await instructionsOf(quiz)).toEqual(['Bring a pen.']);
    standIn.setReply(() => ({ text: '```json\n{"instructions": ["Fenced."]}\n```' }));
    ok(await generate('openAi', quiz));
    expect(await instructionsOf(quiz)).toEqual(['Bring a pen.', 'Fenced.']);
  });

  it('replaces the previous instructions in one transaction when asked', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    await addInstruction(quiz, 'Old rule one.');
    await addInstruction(quiz, 'Old rule two.');
    reply(['Old rule one.', 'New rule.']);
    expect(generated(await generate('openAi', quiz, { count: 2, deletePrevious: true })).params.count).toBe(2);
    expect(await instructionsOf(quiz)).toEqual(['Old rule one.', 'New rule.']);
    expect(lastRequest(standIn).prompt).not.toContain('Old rule two.');
  });

  it('is allowed for a running assessment (only question generation is refused)', async () => {
    const { quizTopicId } = await liveQuiz(t, tokens.admin);
    expect(generated(await generate('gemini', quizTopicId, { count: 2 })).params.count).toBe(2);
    expect(await instructionsOf(quizTopicId)).toHaveLength(2);
  });

  it('is for admins only, for a known assessment', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    for (const route of ['gemini', 'openAi'] as const) {
      expect((await generate(route, quiz, {}, tokens.candidate)).statusCode).toBe(403);
      expect((await generate(route, 999_999)).statusCode).toBe(404);
    }
    expect(standIn.requests).toHaveLength(0);
    expect(await instructionsOf(quiz)).toEqual([]);
  });
});
