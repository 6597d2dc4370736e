import { describe, expect, it } from 'vitest';
import type { ClozeBody } from '../../src/authoring/questionTypes/cloze/clozeRules.js';
import { clozeCandidateText } from '../../src/authoring/questionTypes/cloze/clozeRules.js';
import { parseCloze } from '../../src/authoring/questionTypes/cloze/clozeSyntax.js';
import type { MatchingBody } from '../../src/authoring/questionTypes/matching/matchingRules.js';
import type { OrderingBody } from '../../src/authoring/questionTypes/ordering/orderingRules.js';
import { QUESTION_TYPES_REGISTRY } from '../../src/authoring/questionTypes/registry.js';
import { attemptKeys, floored, idOf, matchingWire, orderingWire, unfloored, withPenalty } from './helpers.js';

const matching = QUESTION_TYPES_REGISTRY[6];
const ordering = QUESTION_TYPES_REGISTRY[7];
const cloze = QUESTION_TYPES_REGISTRY[8];
const keys = attemptKeys('structured-tests');

/** Moodle's GIFT fixture "Moodle activities": four pairs and a distractor. */
const activities: MatchingBody = {
  type: 'matching',
  pairs: [
    { stem: 'Asynchronous discussions', choice: 'Forum' },
    { stem: 'A choice of responses', choice: 'Choice' },
    { stem: 'Record entries', choice: 'Database' },
    { stem: 'Pages anyone edits', choice: 'Wiki' },
  ],
  distractors: ['Chat'],
};

describe('matching', () => {
  const view = matching.candidateView(activities, keys);
  const right: [string, string][] = activities.pairs.map((p) => [p.stem, p.choice]);

  it('shows every stem and every choice, distractors included, with opaque ids', () => {
    expect(view.stems?.map((s) => s.text).sort()).toEqual(activities.pairs.map((p) => p.stem).sort());
    expect(view.choices?.map((c) => c.text).sort()).toEqual(['Chat', 'Choice', 'Database', 'Forum', 'Wiki']);
    expect(JSON.stringify(view)).not.toMatch(/"(0|1|2|3|4)"/);
  });

  it('scores the right pairs over the stems', () => {
    expect(matching.score(activities, matchingWire(view, right), keys, floored)).toBe(1);
    const twoRight: [string, string][] = [right[0]!, right[1]!, [right[2]![0], 'Wiki'], [right[3]![0], 'Chat']];
    expect(matching.score(activities, matchingWire(view, twoRight), keys, floored)).toBe(0.5);
    expect(matching.score(activities, matchingWire(view, [right[0]!]), keys, floored)).toBe(0.25);
    expect(matching.score(activities, '', keys, withPenalty(1, false))).toBe(0);
  });

  it('costs nothing for a wrong pair, even with negative marking', () => {
    const wrong: [string, string][] = [[right[0]![0], 'Chat']];
    expect(matching.score(activities, matchingWire(view, wrong), keys, withPenalty(1, false))).toBe(0);
  });

  it('tells two stems with the same text apart, and offers a shared choice once', () => {
    const capitals: MatchingBody = {
      type: 'matching',
      pairs: [
        { stem: 'A capital', choice: 'Paris' },
        { stem: 'A capital', choice: 'Rome' },
        { stem: 'A port', choice: 'Marseille' },
        { stem: 'Another port', choice: 'Marseille' },
      ],
      distractors: ['Rome', 'Lyon'],
    };
    const capitalsView = matching.candidateView(capitals, keys);
    expect(capitalsView.choices?.map((c) => c.text).sort()).toEqual(['Lyon', 'Marseille', 'Paris', 'Rome']);
    const choice = (text: string) => idOf(capitalsView.choices, text);
    const stem = (i: number) => keys.idFor('stem', i);
    const ports = `${stem(2)}=${choice('Marseille')}#####${stem(3)}=${choice('Marseille')}`;
    expect(
      matching.score(
        capitals,
        `${stem(0)}=${choice('Paris')}#####${stem(1)}=${choice('Rome')}#####${ports}`,
        keys,
        floored,
      ),
    ).toBe(1);
    expect(
      matching.score(capitals, `${stem(0)}=${choice('Paris')}#####${stem(1)}=${choice('Paris')}`, keys, floored),
    ).toBe(0.25);
    expect(
      matching.score(capitals, `${stem(0)}=${choice('Rome')}#####${stem(1)}=${choice('Paris')}`, keys, floored),
    ).toBe(0);
  });

  it('refuses unknown ids, a stem matched twice, and ids of another attempt', () => {
    const first = matchingWire(view, [right[0]!]);
    expect(matching.parseAnswer(activities, `${first}#####${first}`, keys)).toEqual({
      ok: false,
      error: 'invalidOption',
    });
    expect(matching.parseAnswer(activities, 'x=y', keys)).toEqual({ ok: false, error: 'invalidOption' });
    expect(matching.parseAnswer(activities, first, attemptKeys('another attempt'))).toEqual({
      ok: false,
      error: 'invalidOption',
    });
    expect(matching.parseAnswer(activities, '', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
  });

  it('displays each stem with its choice, and the key', () => {
    expect(matching.displayAnswer(activities, matchingWire(view, [right[1]!]), keys)).toBe(
      'Asynchronous discussions → —; A choice of responses → Choice; Record entries → —; Pages anyone edits → —',
    );
    expect(matching.displayKey(activities)).toBe(
      'Asynchronous discussions → Forum; A choice of responses → Choice; Record entries → Database; Pages anyone edits → Wiki',
    );
  });
});

const lifeCycle = (scoring: OrderingBody['scoring']): OrderingBody => ({
  type: 'ordering',
  items: ['Egg', 'Larva', 'Pupa', 'Adult', 'Dead'],
  scoring,
});

describe('ordering', () => {
  const order = (scoring: OrderingBody['scoring'], texts: string[]) => {
    const body = lifeCycle(scoring);
    return ordering.score(body, orderingWire(ordering.candidateView(body, keys), texts), keys, floored);
  };
  const right = ['Egg', 'Larva', 'Pupa', 'Adult', 'Dead'];
  const shifted = ['Dead', 'Egg', 'Larva', 'Pupa', 'Adult'];

  it('all or nothing', () => {
    expect(order('allOrNothing', right)).toBe(1);
    expect(order('allOrNothing', ['Larva', 'Egg', 'Pupa', 'Adult', 'Dead'])).toBe(0);
  });

  it('per position: the items in their right place over n', () => {
    expect(order('perPosition', right)).toBe(1);
    expect(order('perPosition', ['Larva', 'Egg', 'Pupa', 'Adult', 'Dead'])).toBe(0.6);
    expect(order('perPosition', shifted)).toBe(0);
  });

  it('longest run: the longest run in the key order, wherever it stands, over n; a lone item counts 0', () => {
    expect(order('longestRun', right)).toBe(1);
    expect(order('longestRun', shifted)).toBe(0.8);
    expect(order('longestRun', ['Dead', 'Adult', 'Pupa', 'Larva', 'Egg'])).toBe(0);
    expect(order('longestRun', ['Pupa', 'Adult', 'Egg', 'Larva', 'Dead'])).toBe(0.4);
  });

  it('compares by text, so equal items may stand in either place', () => {
    const body: OrderingBody = { type: 'ordering', items: ['a', 'b', 'a'], scoring: 'allOrNothing' };
    const view = ordering.candidateView(body, keys);
    const [first, second] = (view.items ?? []).filter((i) => i.text === 'a').map((i) => i.id);
    const b = idOf(view.items, 'b');
    expect(ordering.score(body, `${first}#####${b}#####${second}`, keys, floored)).toBe(1);
    expect(ordering.score(body, `${second}#####${b}#####${first}`, keys, floored)).toBe(1);
  });

  it('refuses an order that leaves an item out or repeats one', () => {
    const body = lifeCycle('perPosition');
    const ids = orderingWire(ordering.candidateView(body, keys), right).split('#####');
    expect(ordering.parseAnswer(body, ids.slice(0, 4).join('#####'), keys)).toEqual({
      ok: false,
      error: 'invalidOption',
    });
    expect(ordering.parseAnswer(body, [...ids.slice(0, 4), ids[0]].join('#####'), keys)).toEqual({
      ok: false,
      error: 'invalidOption',
    });
    expect(ordering.parseAnswer(body, '', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
  });

  it('displays the order given and the key', () => {
    const body = lifeCycle('perPosition');
    const wire = orderingWire(ordering.candidateView(body, keys), shifted);
    expect(ordering.displayAnswer(body, wire, keys)).toBe('Dead → Egg → Larva → Pupa → Adult');
    expect(ordering.displayKey(body)).toBe('Egg → Larva → Pupa → Adult → Dead');
  });
});

/** A cloze body from its text, as an import or the question dialog makes it. */
function clozeBody(text: string): ClozeBody {
  const parsed = parseCloze(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return { type: 'cloze', blanks: parsed.blanks };
}

describe('cloze', () => {
  const text = 'Capital {1:SHORTANSWER:=Paris~%50%Marseille}, π {2:NUMERICAL:=3.14:0.01}, {1:MULTICHOICE:=yes~no}.';
  const body = clozeBody(text);
  const view = cloze.candidateView(body, keys);
  const yes = idOf(view.blanks?.[2]?.choices, 'yes');
  const no = idOf(view.blanks?.[2]?.choices, 'no');

  it('shows the text with [[n]] and each blank without its answers', () => {
    expect(clozeCandidateText(text)).toBe('Capital [[1]], π [[2]], [[3]].');
    expect(view.blanks?.map((b) => [b.no, b.kind])).toEqual([
      [1, 'text'],
      [2, 'number'],
      [3, 'choice'],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Paris|3\.14|fraction/);
  });

  it('weighs each blank: sum(weight × fraction) / sum(weight)', () => {
    expect(cloze.score(body, `1=paris#####2=3.145#####3=${yes}`, keys, floored)).toBe(1);
    expect(cloze.score(body, `1=Marseille#####2=3.145#####3=${yes}`, keys, floored)).toBe(0.875);
    expect(cloze.score(body, `2=3.14`, keys, floored)).toBe(0.5);
    expect(cloze.score(body, `1=Lyon#####2=3#####3=${no}`, keys, floored)).toBe(0);
  });

  it('scores empty and unanswered blanks 0, never penalised', () => {
    expect(cloze.score(body, `1=#####2=#####3=${yes}`, keys, withPenalty(1, false))).toBe(0.25);
    expect(cloze.parseAnswer(body, '1=#####2=  ', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(cloze.score(body, '', keys, withPenalty(1, false))).toBe(0);
  });

  it("costs a wrong choice blank the penalty, within that blank's weight", () => {
    expect(cloze.score(body, `3=${no}`, keys, withPenalty(0.5, false))).toBe(-0.125);
    expect(cloze.score(body, `3=${no}`, keys, withPenalty(0.5, true))).toBe(0);
    expect(cloze.score(body, `1=paris#####3=${no}`, keys, withPenalty(1, false))).toBe(0);
  });

  it('reads a multiple-response blank from repeated parts', () => {
    const multi = clozeBody('{2:MULTIRESPONSE:%50%a~%50%b~%-100%c} {2:SA:=x}');
    const multiView = cloze.candidateView(multi, keys);
    expect(multiView.blanks?.[0]?.multiple).toBe(true);
    const id = (t: string) => idOf(multiView.blanks?.[0]?.choices, t);
    expect(cloze.score(multi, `1=${id('a')}#####1=${id('b')}#####2=x`, keys, floored)).toBe(1);
    expect(cloze.score(multi, `1=${id('a')}#####1=${id('c')}#####2=x`, keys, unfloored)).toBe(0.25);
    expect(cloze.parseAnswer(body, `3=${yes}#####3=${no}`, keys)).toEqual({
      ok: false,
      error: 'multipleAnswerNotAllowed',
    });
  });

  it('refuses unknown blanks, ids of another blank, and a text blank answered twice', () => {
    expect(cloze.parseAnswer(body, '4=x', keys)).toEqual({ ok: false, error: 'invalidOption' });
    expect(cloze.parseAnswer(body, 'x=y', keys)).toEqual({ ok: false, error: 'invalidOption' });
    expect(cloze.parseAnswer(body, `3=${keys.idFor('blank1', 0)}`, keys)).toEqual({
      ok: false,
      error: 'invalidOption',
    });
    expect(cloze.parseAnswer(body, '1=a#####1=b', keys)).toEqual({ ok: false, error: 'invalidOption' });
    expect(cloze.parseAnswer(body, '1=a=b', keys)).toEqual({ ok: true, answer: { 1: 'a=b' } });
  });

  it('shuffles the choices of a _S blank only', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const fixed = cloze.candidateView(clozeBody(`{1:MC:=${many.join('~')}}`), keys);
    const shuffled = cloze.candidateView(clozeBody(`{1:MCS:=${many.join('~')}}`), keys);
    expect(fixed.blanks?.[0]?.choices?.map((c) => c.text)).toEqual(many);
    expect(shuffled.blanks?.[0]?.choices?.map((c) => c.text)).not.toEqual(many);
    expect(shuffled.blanks?.[0]?.choices?.map((c) => c.text).sort()).toEqual(many);
  });

  it('displays the answers and the key blank by blank', () => {
    expect(cloze.displayAnswer(body, `1=  Paris #####3=${yes}`, keys)).toBe('[[1]] Paris; [[2]] —; [[3]] yes');
    expect(cloze.displayKey(body)).toBe('[[1]] Paris / Marseille (50%); [[2]] 3.14 ± 0.01; [[3]] yes');
  });
});
