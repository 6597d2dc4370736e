import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDraft } from '@assessly/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQtiPackage } from '../../../src/modules/authoring/exchange/qti/index.js';
import { item, onePackage, SCORE } from './qtiZip.js';

const dir = mkdtempSync(join(tmpdir(), 'assessly-qti-cloze-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A foreign cloze: an inline choice worth 0.5 and a text entry worth 1.5, summed by map_response. */
const clozeItem = (text: string) =>
  item(
    'cloze',
    `<responseDeclaration identifier="R1" cardinality="single" baseType="identifier"><mapping defaultValue="0"><mapEntry mapKey="Y" mappedValue="0.5"/></mapping></responseDeclaration>
    <responseDeclaration identifier="R2" cardinality="single" baseType="string"><mapping defaultValue="0"><mapEntry mapKey="Paris" mappedValue="1.5"/><mapEntry mapKey="paris" mappedValue="0.5"/></mapping></responseDeclaration>${SCORE}
    <itemBody><p>${text} <inlineChoiceInteraction responseIdentifier="R1" shuffle="false"><inlineChoice identifier="Y">yes</inlineChoice><inlineChoice identifier="N">no</inlineChoice></inlineChoiceInteraction>, the capital is <textEntryInteraction responseIdentifier="R2"/>.</p></itemBody>
    <responseProcessing><setOutcomeValue identifier="SCORE"><sum><mapResponse identifier="R1"/><mapResponse identifier="R2"/></sum></setOutcomeValue></responseProcessing>`,
  );

describe('a QTI cloze item read as the model holds a cloze', () => {
  it('writes its blanks into the text in Moodle syntax, weights made whole in the same proportion', async () => {
    const bank = await parseQtiPackage(await onePackage(dir, clozeItem('Is it')));
    expect(bank.report.map((l) => [l.status, l.reason])).toEqual([['ok', '']]);
    const draft = bank.questions[0]!.draft;
    // 0.5 and 1.5 points: weights 1 and 3, the mark the points' sum; each answer its points over the best.
    expect(draft.mark).toBe(2);
    expect(draft.text).toBe(
      '<p>Is it {1:MULTICHOICE:=yes~%0%no}, the capital is {3:SHORTANSWER_C:=Paris~%33.33333%paris}.</p>',
    );
    expect(draft.body).toEqual({
      type: 'cloze',
      blanks: [
        {
          no: 1,
          kind: 'choice',
          weight: 1,
          options: [
            { text: 'yes', fraction: 1 },
            { text: 'no', fraction: 0 },
          ],
        },
        {
          no: 2,
          kind: 'text',
          weight: 3,
          caseSensitive: true,
          answers: [
            { text: 'Paris', fraction: 1 },
            { text: 'paris', fraction: 0.3333333 },
          ],
        },
      ],
    });
    // What the import flow checks before it stores a question: the text parses into these blanks.
    expect(validateDraft(draft)).toMatchObject({ ok: true });
  });

  it.each([
    ['a blank in Moodle syntax', 'Is {1:SHORTANSWER:=x} it'],
    ['a [[n]] marker', 'Is [[1]] it'],
  ])('refuses an item whose own text holds %s, which would read as a blank', async (_name, text) => {
    const bank = await parseQtiPackage(await onePackage(dir, clozeItem(text)));
    expect(bank.questions).toEqual([]);
    expect(bank.report.map((l) => [l.status, l.reason])).toEqual([
      ['invalid', 'the text around the blanks holds cloze syntax ({1:SHORTANSWER:…} or [[1]]) of its own'],
    ]);
  });
});
