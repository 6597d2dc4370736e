// @vitest-environment jsdom
// The exam screen's pure rules: answers (spec 001 §5), the server-following countdown and its
// announcements, the local draft / outbox / reload counter.
import { ANSWER_SEPARATOR, type ExamQuestion } from '@assessly/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRefusal, NetworkFailure } from '../../src/api/client';
import type { AnswerBody } from '../../src/features/delivery/api/examApi';
import {
  composeAnswer,
  composeDraft,
  draftFromSaved,
  optionIndexForKey,
  questionOptions,
  toggleLetter,
} from '../../src/features/delivery/exam/examAnswer';
import {
  clockOffset,
  formatCountdown,
  secondsLeft,
  timerAnnouncement,
} from '../../src/features/delivery/exam/examClock';
import { draftSettled, dropDraftOf, keepDraft, pendingDraft } from '../../src/features/delivery/exam/examDraftOutbox';
import { dropAnswer, pendingAnswers, queueAnswer, untilDelivered } from '../../src/features/delivery/exam/examOutbox';
import {
  clearAttemptStorage,
  countReload,
  loadCounts,
  loadDraft,
  saveCounts,
  saveDraft,
} from '../../src/features/delivery/exam/examStorage';

const question = (over: Partial<ExamQuestion> = {}): ExamQuestion => ({
  serial: 0,
  totalQuestions: 3,
  quizQuestionId: 7,
  questionDetail: 'Which are prime?',
  questionTypeId: 1,
  questionCategoryName: 'Maths',
  optionA: '2',
  optionB: '4',
  optionC: ' 5 ',
  optionD: '',
  optionE: '   ',
  imagePath: null,
  videoPath: null,
  isCodeSnippet: false,
  savedAnswer: null,
  ...over,
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('answers', () => {
  it('offers A and B always and C–E only when filled in', () => {
    expect(questionOptions(question()).map((o) => o.letter)).toEqual(['A', 'B', 'C']);
    expect(questionOptions(question({ optionA: '', optionB: '', optionC: '' })).map((o) => o.letter)).toEqual([
      'A',
      'B',
    ]);
    expect(questionOptions(question({ questionTypeId: 2 }))).toEqual([]);
  });

  it("refuses nothing chosen and an empty text with 'Empty answer!'", () => {
    expect(composeAnswer(question(), { letters: [], text: '' }, false)).toEqual({ ok: false, error: 'emptyAnswer' });
    // A letter of an option that does not exist chooses nothing.
    expect(composeAnswer(question(), { letters: ['D'], text: '' }, true)).toEqual({ ok: false, error: 'emptyAnswer' });
    const descriptive = question({ questionTypeId: 2 });
    expect(composeAnswer(descriptive, { letters: [], text: '  \n ' }, false)).toEqual({
      ok: false,
      error: 'emptyAnswer',
    });
  });

  it("refuses several choices where only one is allowed with 'Multiple answer not allowed!'", () => {
    expect(composeAnswer(question(), { letters: ['A', 'C'], text: '' }, false)).toEqual({
      ok: false,
      error: 'multipleAnswerNotAllowed',
    });
  });

  it('sends the option texts, trimmed, in A–E order, joined with #####', () => {
    expect(composeAnswer(question(), { letters: ['C', 'A'], text: '' }, true)).toEqual({
      ok: true,
      answer: `2${ANSWER_SEPARATOR}5`,
    });
    expect(composeAnswer(question(), { letters: ['B'], text: '' }, false)).toEqual({ ok: true, answer: '4' });
    expect(composeAnswer(question({ questionTypeId: 2 }), { letters: [], text: '  An essay \n' }, false)).toEqual({
      ok: true,
      answer: 'An essay',
    });
  });

  it('shows an answer the server already holds again (resume)', () => {
    expect(draftFromSaved(question({ savedAnswer: `5${ANSWER_SEPARATOR}2` })).letters).toEqual(['A', 'C']);
    expect(draftFromSaved(question({ questionTypeId: 2, savedAnswer: 'typed' })).text).toBe('typed');
    expect(draftFromSaved(question())).toEqual({ letters: [], text: '' });
  });

  it('maps keys 1–5 and A–E to existing options only', () => {
    expect(optionIndexForKey('1', 3)).toBe(0);
    expect(optionIndexForKey('3', 3)).toBe(2);
    expect(optionIndexForKey('4', 3)).toBeNull();
    expect(optionIndexForKey('b', 3)).toBe(1);
    expect(optionIndexForKey('C', 3)).toBe(2);
    expect(optionIndexForKey('e', 5)).toBe(4);
    expect(optionIndexForKey('f', 5)).toBeNull();
    expect(optionIndexForKey('Enter', 5)).toBeNull();
  });

  it('replaces a radio choice and toggles checkboxes in A–E order', () => {
    expect(toggleLetter(['A'], 'C', false)).toEqual(['C']);
    expect(toggleLetter(['C'], 'A', true)).toEqual(['A', 'C']);
    expect(toggleLetter(['A', 'C'], 'A', true)).toEqual(['C']);
  });
});

describe('countdown', () => {
  it("follows the server's clock, not the candidate's", () => {
    const arrived = Date.parse('2030-01-01T10:00:00.000Z');
    // The candidate's clock is 90 s fast: the server said 09:58:30 when the answer arrived.
    const offset = clockOffset('2030-01-01T09:58:30.000Z', arrived);
    expect(offset).toBe(-90_000);
    expect(secondsLeft('2030-01-01T10:00:00.000Z', offset, arrived)).toBe(90);
    expect(secondsLeft('2030-01-01T10:00:00.000Z', offset, arrived + 89_500)).toBe(1);
    expect(secondsLeft('2030-01-01T10:00:00.000Z', offset, arrived + 95_000)).toBe(0);
  });

  it('shows mm:ss, and h:mm:ss from one hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(59 * 60 + 59)).toBe('59:59');
    expect(formatCountdown(3600 + 2 * 60 + 3)).toBe('1:02:03');
  });

  it('announces each whole minute and each of the last ten seconds, never every second', () => {
    const said: string[] = [];
    let previous: number | null = null;
    for (let s = 185; s >= 0; s--) {
      const a = timerAnnouncement(previous, s);
      if (a) said.push(`${a.count}${a.unit[0]}`);
      previous = s;
    }
    expect(said).toEqual(['3m', '2m', '1m', '10s', '9s', '8s', '7s', '6s', '5s', '4s', '3s', '2s', '1s']);
  });

  it('still announces a minute crossed by a skipped tick, and nothing on the first tick', () => {
    expect(timerAnnouncement(null, 120)).toBeNull();
    expect(timerAnnouncement(125, 117)).toEqual({ unit: 'minutes', count: 2 });
    expect(timerAnnouncement(119, 117)).toBeNull();
  });
});

describe('kept in the browser', () => {
  const body = (quizQuestionId: number, userAnswer: string): AnswerBody => ({
    quizResponseInitialId: 5,
    quizQuestionId,
    userAnswer,
    isAnswerSkipped: false,
    pointerLeaveCount: 1,
    visibilitychangeCount: 0,
  });

  it('keeps one pending answer per question until the server acknowledged it', () => {
    queueAnswer(body(1, 'a'));
    queueAnswer(body(2, 'b'));
    queueAnswer(body(1, 'c'));
    expect(pendingAnswers(5).map((a) => [a.quizQuestionId, a.userAnswer])).toEqual([
      [2, 'b'],
      [1, 'c'],
    ]);
    dropAnswer(5, 2);
    dropAnswer(5, 1);
    expect(pendingAnswers(5)).toEqual([]);
    expect(localStorage.getItem('exam.outbox.5')).toBeNull();
  });

  it('retries a call after a network failure and gives refusals straight back', async () => {
    const states: string[] = [];
    const hooks = { onOffline: () => states.push('offline'), onOnline: () => states.push('online'), retryMs: 5 };
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new NetworkFailure('down')) : Promise.resolve('saved'));
    await expect(untilDelivered(flaky, hooks)).resolves.toBe('saved');
    expect(calls).toBe(3);
    expect(states).toEqual(['offline', 'offline', 'online']);
    await expect(untilDelivered(() => Promise.reject(new Error('refused')), hooks)).rejects.toThrow('refused');
  });

  it('retries after a 503 (nothing was stored) but gives any other refusal straight back', async () => {
    const states: string[] = [];
    const hooks = { onOffline: (r: string) => states.push(r), onOnline: () => states.push('online'), retryMs: 5 };
    let calls = 0;
    const unavailable = new ApiRefusal(503, 'serviceUnavailable', false);
    const busy = () => (++calls < 3 ? Promise.reject(unavailable) : Promise.resolve('saved'));
    await expect(untilDelivered(busy, hooks)).resolves.toBe('saved');
    expect(states).toEqual(['unavailable', 'unavailable', 'online']);
    const closed = new ApiRefusal(202, 'attemptClosed', true);
    await expect(untilDelivered(() => Promise.reject(closed), hooks)).rejects.toBe(closed);
  });

  it('retries at once when the browser comes back online', async () => {
    let calls = 0;
    const call = () => (++calls < 2 ? Promise.reject(new NetworkFailure('down')) : Promise.resolve(calls));
    const hooks = { onOffline: () => setTimeout(() => window.dispatchEvent(new Event('online'))), onOnline: () => {} };
    const started = Date.now();
    await expect(untilDelivered(call, { ...hooks, retryMs: 60_000 })).resolves.toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('restores drafts and counts per attempt and question, and forgets them when the attempt ends', () => {
    saveDraft(5, 7, { letters: ['B'], text: '' });
    saveDraft(55, 7, { letters: ['A'], text: '' });
    saveCounts(5, 7, { pointerLeaveCount: 2, visibilitychangeCount: 1 });
    expect(loadDraft(5, 7)).toEqual({ letters: ['B'], text: '' });
    expect(loadCounts(5, 7)).toEqual({ pointerLeaveCount: 2, visibilitychangeCount: 1 });
    queueAnswer(body(7, 'x'));
    clearAttemptStorage(5);
    expect(loadDraft(5, 7)).toBeNull();
    expect(loadCounts(5, 7)).toEqual({ pointerLeaveCount: 0, visibilitychangeCount: 0 });
    expect(pendingAnswers(5)).toEqual([]);
    // Another attempt whose id starts with the same digit is untouched.
    expect(loadDraft(55, 7)).toEqual({ letters: ['A'], text: '' });
  });

  it('counts one load per document and attempt; later loads in the tab are reloads', () => {
    expect(countReload(9)).toBe(0);
    // The same document again (React StrictMode's second mount) is not a reload.
    expect(countReload(9)).toBe(0);
    // A reload starts a new document: the tab's sessionStorage already holds one load.
    sessionStorage.setItem('exam.loads.10', '2');
    expect(countReload(10)).toBe(2);
    expect(sessionStorage.getItem('exam.loads.10')).toBe('3');
  });
});

describe('the answer on screen (issue 20)', () => {
  it('composes the draft in the wire form, empty when nothing is chosen or typed', () => {
    expect(composeDraft(question(), { letters: ['C', 'A'], text: '' })).toBe(`2${ANSWER_SEPARATOR}5`);
    expect(composeDraft(question(), { letters: [], text: '' })).toBe('');
    expect(composeDraft(question({ questionTypeId: 2 }), { letters: [], text: '  typed  ' })).toBe('typed');
    expect(composeDraft(question({ questionTypeId: 2 }), { letters: [], text: ' \n ' })).toBe('');
  });

  it('keeps the newest draft of an attempt until the server has it, and forgets it once answered', () => {
    const body = (userAnswer: string, quizQuestionId = 7): AnswerBody => ({
      quizResponseInitialId: 11,
      quizQuestionId,
      userAnswer,
      isAnswerSkipped: false,
      pointerLeaveCount: 0,
      visibilitychangeCount: 1,
    });
    const first = keepDraft(body('2'));
    const second = keepDraft(body('4'));
    expect(second).toBeGreaterThan(first);
    // The first send settles after the second change: the newer draft stays to be sent.
    draftSettled(11, first);
    expect(pendingDraft(11)?.body.userAnswer).toBe('4');
    draftSettled(11, second);
    expect(pendingDraft(11)).toBeNull();
    keepDraft(body('5'));
    dropDraftOf(11, 8);
    expect(pendingDraft(11)).not.toBeNull();
    dropDraftOf(11, 7);
    expect(pendingDraft(11)).toBeNull();
    // Ending the attempt removes everything it kept.
    keepDraft(body('5'));
    clearAttemptStorage(11);
    expect(pendingDraft(11)).toBeNull();
  });
});
