import type { QuestionBody } from '@assessly/shared';
import {
  checkPart,
  declOf,
  promptInPlace,
  questionText,
  ruleOf,
  shortText,
  type ItemContext,
  type ReadItem,
} from './itemContext.js';
import { invalid, unsupported } from '../reasons.js';
import { checkLowerBound, correctPoints, maximumOf } from './scoring.js';
import { elements, type XElement } from './xmlDom.js';

/**
 * matchInteraction and associateInteraction → matching. The model pairs each stem with one choice and
 * scores every right pair alike; extra choices are distractors.
 * - match: the first simpleMatchSet holds the stems, the second the choices; a pair is "stem choice".
 * - associate: one set; each credited pair "A B" makes A a stem and B its choice (as written), and the
 *   choices in no pair are distractors. The report notes this reading.
 * The credited pairs are the mapping's entries with positive points (map_response) or the correct
 * response (match_correct). What the model can not keep is noted on the report line, not refused: pairs
 * weighted differently, a wrong pair that costs points, and all-or-nothing scoring of several pairs
 * (here each right pair scores on its own). A stem with no right choice, or with several, is refused.
 */
interface Pair {
  stem: string;
  choice: string;
  points: number;
}

function creditedPairs(ctx: ItemContext, interaction: XElement): { pairs: Pair[]; maximum: number } {
  const decl = declOf(ctx, interaction);
  const rule = ruleOf(ctx, decl);
  checkLowerBound(decl.mapping);
  const split = (key: string): [string, string] => {
    const [stem, choice, extra] = key.trim().split(/\s+/);
    return stem && choice && !extra ? [stem, choice] : invalid('badPair', { value: key });
  };
  const points = correctPoints(rule);
  if (points !== undefined) {
    if (decl.correct.length > 1) ctx.render.notes.add('noteAllOrNothingPairs');
    const pairs = decl.correct.map((key) => ({ ...toPair(split(key)), points: points / decl.correct.length }));
    return { pairs, maximum: maximumOf(ctx.declaredMax, points) };
  }
  if (rule.kind !== 'map' || !decl.mapping) return unsupported('unsupportedProcessing');
  const mapping = decl.mapping;
  const pairs = mapping.entries.filter((e) => e.value > 0).map((e) => ({ ...toPair(split(e.key)), points: e.value }));
  const values = [...new Set(pairs.map((p) => p.points))];
  if (values.length > 1) ctx.render.notes.add('notePairsAlike', { values: values.join(', ') });
  const penalty = Math.min(mapping.defaultValue, ...mapping.entries.map((e) => e.value));
  if (penalty < 0) ctx.render.notes.add('noteNegativePairs', { value: -penalty });
  const total = pairs.reduce((sum, p) => sum + p.points, 0);
  return { pairs, maximum: maximumOf(ctx.declaredMax, Math.min(mapping.upperBound ?? Infinity, total)) };
}

const toPair = ([stem, choice]: [string, string]) => ({ stem, choice });

function textsById(ctx: ItemContext, choices: XElement[]): Map<string, string> {
  return new Map(choices.map((c) => [c.attrs.identifier ?? '', checkPart(shortText(ctx, c.children))]));
}

/** Each stem once, every id a choice of its set. */
function checkPairs(pairs: Pair[], stems: Map<string, string>, choices: Map<string, string>) {
  const seen = new Set<string>();
  for (const pair of pairs) {
    if (!stems.has(pair.stem) || !choices.has(pair.choice))
      invalid('badPair', { value: `${pair.stem} ${pair.choice}` });
    if (seen.has(pair.stem)) unsupported('unsupportedStemTwice', { stem: stems.get(pair.stem)! });
    seen.add(pair.stem);
  }
}

function matchBody(ctx: ItemContext, interaction: XElement, pairs: Pair[]): QuestionBody {
  const sets = elements(interaction, 'simpleMatchSet');
  if (sets.length !== 2) invalid('noChoices', { interaction: 'match', min: 2 });
  const stems = textsById(ctx, elements(sets[0]!, 'simpleAssociableChoice'));
  const choices = textsById(ctx, elements(sets[1]!, 'simpleAssociableChoice'));
  checkPairs(pairs, stems, choices);
  const unmatched = [...stems.keys()].find((id) => !pairs.some((p) => p.stem === id));
  if (unmatched !== undefined) unsupported('unsupportedUnmatchedStem', { stem: stems.get(unmatched)! });
  const used = new Set(pairs.map((p) => p.choice));
  return {
    type: 'matching',
    pairs: [...stems.keys()].map((id) => {
      const pair = pairs.find((p) => p.stem === id)!;
      return { stem: stems.get(id)!, choice: choices.get(pair.choice)! };
    }),
    distractors: [...choices.keys()].filter((id) => !used.has(id)).map((id) => choices.get(id)!),
  };
}

function associateBody(ctx: ItemContext, interaction: XElement, pairs: Pair[]): QuestionBody {
  const all = textsById(ctx, elements(interaction, 'simpleAssociableChoice'));
  checkPairs(pairs, all, all);
  ctx.render.notes.add('noteAssociate');
  const used = new Set(pairs.flatMap((p) => [p.stem, p.choice]));
  return {
    type: 'matching',
    pairs: pairs.map((p) => ({ stem: all.get(p.stem)!, choice: all.get(p.choice)! })),
    distractors: [...all.keys()].filter((id) => !used.has(id)).map((id) => all.get(id)!),
  };
}

export function readMatching(ctx: ItemContext, interaction: XElement): ReadItem {
  const { pairs, maximum } = creditedPairs(ctx, interaction);
  if (pairs.length === 0) invalid('noCredit');
  const body =
    interaction.name === 'matchInteraction'
      ? matchBody(ctx, interaction, pairs)
      : associateBody(ctx, interaction, pairs);
  const { text, textFormat } = questionText(ctx, promptInPlace(interaction));
  return { body, text, textFormat, mark: maximum };
}
