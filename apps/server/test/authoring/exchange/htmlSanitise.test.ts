import { isHtmlText } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGift } from '../../../src/modules/authoring/exchange/gift/index.js';
import { sanitizeHtml, storedDraft, storedText } from '../../../src/modules/authoring/exchange/htmlText.js';
import { categoryId, demoTokens } from '../../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../helpers/testApp.js';
import { importer } from '../importTools.js';

/** What no stored text may hold: an element that runs or loads something, an event handler, a style, a script URL. */
const DANGER =
  /<(script|style|iframe|object|embed|svg|form|input|annotation-xml)\b|\son[a-z]+\s*=|\sstyle\s*=|javascript:|data:/i;

describe('the sanitiser of imported HTML (exchange/htmlText.ts)', () => {
  it('drops scripts, styles, event handlers, frames, forms, SVG and script or data URLs', () => {
    const cases: [string, string][] = [
      ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['<p onclick="alert(1)" style="color:red" class="x" id="y">a</p>', '<p>a</p>'],
      [
        '<img src="/upload/questions/a.png" onerror="alert(1)" alt="A">',
        '<img src="/upload/questions/a.png" alt="A"/>',
      ],
      ['<img src=x onerror=alert(1)//>', '<img src="x"/>'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
      ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
      ['<iframe src="https://example.com"></iframe><p>a</p>', '<p>a</p>'],
      ['<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
      ['<svg onload="alert(1)"><circle r="1"/></svg><p>a</p>', '<p>a</p>'],
      ['<form action="/x"><input name="a"><button>go</button></form><p>a</p>', '<p>a</p>'],
      ['<object data="x.swf"><embed src="x.swf"></object><p>a</p>', '<p>a</p>'],
      ['<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
      ['<font color="red">red</font>', 'red'],
    ];
    for (const [input, expected] of cases) expect(sanitizeHtml(input), input).toBe(expected);
  });

  it('keeps MathML but no script inside it, nor HTML smuggled through annotation-xml', () => {
    const math = '<math><mfrac><mi>a</mi><mn>2</mn></mfrac><mtext><script>alert(1)</script>t</mtext></math>';
    expect(sanitizeHtml(math)).toBe(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mi>a</mi><mn>2</mn></mfrac><mtext>t</mtext></math>',
    );
    const smuggled =
      '<math><semantics><mi>x</mi><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></semantics></math>';
    expect(sanitizeHtml(smuggled)).toBe(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mi>x</mi></semantics></math>',
    );
  });

  it('keeps formatting, lists, tables, links and images, in one canonical form that a second pass keeps', () => {
    const html =
      '<p dir="ltr">What is <b>2+2</b>, <i>x</i><sub>1</sub> or e<sup>x</sup>?<br></p>' +
      '<ul><li>one<li>two</ul><table border="1"><tr><th scope="col">A<td colspan=2>1 &amp; 2</table>' +
      '<p><a href="https://moodle.org/">Moodle</a> <img alt="Flag" src="@@PLUGINFILE@@/flag.png" width=30 height=20></p>';
    const safe = sanitizeHtml(html);
    expect(safe).toBe(
      '<p dir="ltr">What is <b>2+2</b>, <i>x</i><sub>1</sub> or e<sup>x</sup>?<br/></p>' +
        '<ul><li>one</li><li>two</li></ul><table><tbody><tr><th scope="col">A</th><td colspan="2">1 &amp; 2</td></tr></tbody></table>' +
        '<p><a href="https://moodle.org/">Moodle</a> <img src="@@PLUGINFILE@@/flag.png" alt="Flag" width="30" height="20"/></p>',
    );
    expect(sanitizeHtml(safe)).toBe(safe);
  });

  it('stores an HTML text so that screens read it as HTML, and leaves text typed as plain alone', () => {
    // Inline markup only: wrapped in a block, so that isHtmlText (the screens' test) says HTML.
    expect(storedText('Match the <b>activity</b>.', true)).toBe('<div>Match the <b>activity</b>.</div>');
    expect(isHtmlText(storedText('Match the <b>activity</b>.', true))).toBe(true);
    // No markup: the plain text it shows.
    expect(storedText('A &amp; B &lt; C', true)).toBe('A & B < C');
    expect(storedText('Paris', true)).toBe('Paris');
    // Entities spelling a tag: kept as HTML, so that it still shows as it did.
    expect(storedText('&lt;p&gt;x&lt;/p&gt;', true)).toBe('<div>&lt;p&gt;x&lt;/p&gt;</div>');
    // A plain text is kept as typed, unless it reads as HTML: then it is sanitised like HTML.
    expect(storedText('What does <b>x</b> do? <img src=x onerror=alert(1)>', false)).toBe(
      'What does <b>x</b> do? <img src=x onerror=alert(1)>',
    );
    expect(storedText('<p>x</p><script>alert(1)</script>', false)).toBe('<p>x</p>');
  });

  it('sanitises every shown text of a draft and keeps the answers a candidate types', () => {
    const [item, typed] = parseGift(
      '::T::[html]<p>Which is <b>right</b>?<script>alert(1)</script></p>{=[html]<span onclick\\="x()">yes</span>#<i>good</i><img src\\="x" onerror\\="alert(1)"> ~no}\n\n' +
        '::S::[html]Type <em>cat</em>{=<b>cat</b>#<p onmouseover\\="alert(1)">right</p>}',
    ).questions;
    const choice = storedDraft(item!.draft);
    expect(choice.text).toBe('<p>Which is <b>right</b>?</p>');
    expect(choice.body).toMatchObject({
      type: 'choice',
      options: [
        { text: '<div><span>yes</span></div>', feedback: '<div><i>good</i><img src="x"/></div>' },
        { text: 'no' },
      ],
    });
    // An accepted answer is matched letter for letter with what is typed: kept; its feedback is shown: sanitised.
    expect(storedDraft(typed!.draft).body).toMatchObject({
      type: 'shortAnswer',
      answers: [{ text: '<b>cat</b>', feedback: '<p>right</p>' }],
    });
  });
});

/** Issue 22: a GIFT [html] and a Moodle XML question carrying scripts and event handlers, imported through the API. */
describe.each(testDatabases())('imported HTML is stored without scripts on %s', (kind) => {
  let t: TestApp;
  let io: ReturnType<typeof importer>;
  let category: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    io = importer(t, (await demoTokens(t)).admin);
    category = await categoryId(t.db, 'HTML import');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function importFile(content: string, name: string, format: string) {
    const quizTopicId = await io.assessment();
    const path = await io.upload(content, name);
    const res = await io.read({
      path,
      quizTopicId,
      format,
      mode: 'all',
      questionCategoryId: category,
      questionLavelId: 1,
    });
    expect(res.json(), res.body).toMatchObject({ responseMsg: 'questionsImported' });
    return io.questions(quizTopicId) as Promise<Record<string, unknown>[]>;
  }

  /** Every text the question list answers for a question, its body's texts included. */
  const textsOf = (q: Record<string, unknown>) => JSON.stringify(q);

  it('a GIFT [html] question', async () => {
    const gift =
      '::Sum::[html]<p>What is <b>2+2</b>?<script>alert(1)</script><img src\\="/upload/questions/sum.png" alt\\="Sum" onerror\\="alert(2)"></p>' +
      '{=[html]<p onclick\\="alert(3)">Four</p>#<i>Right</i><iframe src\\="https\\://example.com"></iframe> ~Five' +
      '####[html]<p style\\="color\\:red">Because <a href\\="javascript\\:alert(4)">2+2</a> is 4.</p>}\n';
    const [q] = await importFile(gift, 'html.gift', 'gift');
    expect(DANGER.test(textsOf(q!)), textsOf(q!)).toBe(false);
    expect(q).toMatchObject({
      questionDetail: '<p>What is <b>2+2</b>?<img src="/upload/questions/sum.png" alt="Sum"/></p>',
      optionA: '<p>Four</p>',
      optionB: 'Five',
      answerExplanation: '<p>Because <a>2+2</a> is 4.</p>',
    });
  });

  it('a Moodle XML question', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Capital</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which is the <strong>capital</strong> of France?</p><script>alert(1)</script><p><img src="https://example.com/paris.png" alt="Paris" onerror="alert(2)"></p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p onmouseover="alert(3)">Paris has been the capital since 987.</p><svg onload="alert(4)"></svg>]]></text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <single>true</single>
    <answer fraction="100" format="html"><text><![CDATA[<p>Paris<script>alert(5)</script></p>]]></text>
      <feedback format="html"><text><![CDATA[<p>Yes <img src=x onerror=alert(6)></p>]]></text></feedback></answer>
    <answer fraction="0" format="html"><text><![CDATA[Lyon &amp; Marseille]]></text></answer>
  </question>
</quiz>`;
    const [q] = await importFile(xml, 'html.xml', 'moodlexml');
    expect(DANGER.test(textsOf(q!)), textsOf(q!)).toBe(false);
    expect(q).toMatchObject({
      questionDetail:
        '<p>Which is the <strong>capital</strong> of France?</p><p><img src="https://example.com/paris.png" alt="Paris"/></p>',
      answerExplanation: '<p>Paris has been the capital since 987.</p>',
      optionA: '<p>Paris</p>',
      optionB: 'Lyon & Marseille',
    });
    expect(isHtmlText(q!.questionDetail as string)).toBe(true);
  });
});
