import type { QuestionDraft } from '@assessly/shared';
import yazl from 'yazl';
import { markerText } from './clozeText.js';
import { GENERAL_FEEDBACK, GENERAL_SHOWN, outcomeDeclarations, processing, type Written } from './writeScoring.js';
import { writeType } from './writeTypes.js';
import { IMAGE_ATTRIBUTE } from './itemContext.js';
import { shortXml, tag, wrappedText } from './xmlWrite.js';
import { packagePath } from './zipReader.js';

/**
 * Writes questions as a QTI 3.0 content package: imsmanifest.xml, one qti-assessment-item per question
 * (items/Q0001/item.xml, its images beside it under the names its text uses) and one assessment test
 * listing them in order, a section per run of questions of one category (the section's title is the
 * category's path). parseQtiPackage reads it back to the same drafts, type by type.
 *
 * What survives only because we read back our own extension (a QTI player ignores it, or scores as
 * the comment says):
 * - the text's format and exact text: `<div data-assessly-format>` (itemContext.ts);
 * - ordering by longest run: data-assessly-scoring (a player scores all or nothing);
 * - a cloze blank's weight (data-assessly-weight), Moodle layouts of choice blanks, a multiple-answer
 *   choice blank (not valid QTI inline choice);
 * - short answers' `*` wildcard (data-assessly-wildcards; a player matches a literal star);
 * - numerical units (data-assessly-units, -unit-required; a player takes a bare number);
 * - which answer a feedback belongs to: modal feedback FB-<response>-<n> (a player shows it through the
 *   conditions written with it, so only the link back to the answer is ours).
 * Standard QTI carries the rest: scoring by template or equivalent processing, MAXSCORE as the mark,
 * choices' feedback as feedbackInline, the explanation as a modal feedback shown always.
 */
const QTI3_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const itemId = (index: number) => `Q${String(index + 1).padStart(4, '0')}`;

/** A file's path inside the item's folder: its own name when that is a plain relative path, else a safe one. */
function filePath(folder: string, name: string, index: number): string {
  const inside = packagePath(name);
  if (inside !== undefined && inside === name) return `${folder}/${name}`;
  return `${folder}/file-${index + 1}-${name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-60)}`;
}

/**
 * The question's own image after its text, in our `<div data-assessly-image>` (itemContext.ts), referring
 * to its file beside the item as the package holds it; '' without one.
 */
function imageXml(draft: QuestionDraft, folder: string): string {
  const at = (draft.files ?? []).findIndex((f) => f.name === draft.image);
  if (at < 0) return '';
  const src = filePath(folder, draft.image!, at).slice(folder.length + 1);
  return tag('div', { [IMAGE_ATTRIBUTE]: 'question' }, tag('img', { src, alt: '' }));
}

/**
 * The item body: the text in our format wrapper, a cloze's blanks (taken out as markers) put back as
 * interactions, the question's own image, then the interaction.
 */
function itemBody(draft: QuestionDraft, written: Written, folder: string): string {
  let text = wrappedText('div', markerText(draft), draft.textFormat);
  if (written.blanks)
    text = text.replace(/\[\[(\d+)\]\]/g, (marker, n: string) => written.blanks!.get(Number(n)) ?? marker);
  return tag('qti-item-body', {}, text, imageXml(draft, folder), written.interaction);
}

function modalFeedbacks(draft: QuestionDraft, written: Written): string[] {
  const answers = written.feedbacks.map((f) =>
    tag(
      'qti-modal-feedback',
      { 'outcome-identifier': 'FEEDBACK', identifier: f.id, 'show-hide': 'show' },
      tag('qti-content-body', {}, shortXml(f.text, false)),
    ),
  );
  if (draft.explanation === '') return answers;
  const general = tag(
    'qti-modal-feedback',
    { 'outcome-identifier': GENERAL_FEEDBACK, identifier: GENERAL_SHOWN, 'show-hide': 'show' },
    tag('qti-content-body', {}, wrappedText('div', draft.explanation, draft.textFormat)),
  );
  return [...answers, general];
}

/** One item (its files in `folder` of the package, the question's own image among them). */
export function writeItemXml(draft: QuestionDraft, identifier: string, folder = `items/${identifier}`): string {
  const written = writeType(draft.body, draft.mark);
  const setsFeedback = written.statements.some((s) => s.includes('identifier="FEEDBACK"'));
  const outcomes = outcomeDeclarations(draft.mark, written.outcomes, setsFeedback, draft.explanation !== '');
  const item = tag(
    'qti-assessment-item',
    { xmlns: QTI3_NS, identifier, title: draft.title ?? '', adaptive: 'false', 'time-dependent': 'false' },
    ...written.declarations,
    ...outcomes,
    itemBody(draft, written, folder),
    processing(written.statements, written.template),
    ...modalFeedbacks(draft, written),
  );
  return XML_HEAD + item;
}

/** Runs of consecutive questions of one category, in order (so that reading the test keeps the order). */
function sections(drafts: QuestionDraft[]): { category: string; indexes: number[] }[] {
  const runs: { category: string; indexes: number[] }[] = [];
  drafts.forEach((d, i) => {
    const category = d.category ?? '';
    const last = runs.at(-1);
    if (last && last.category === category) last.indexes.push(i);
    else runs.push({ category, indexes: [i] });
  });
  return runs;
}

function testXml(drafts: QuestionDraft[]): string {
  const sectionXml = sections(drafts).map((s, i) =>
    tag(
      'qti-assessment-section',
      { identifier: `S${i + 1}`, title: s.category, visible: 'true' },
      ...s.indexes.map((n) =>
        tag('qti-assessment-item-ref', { identifier: itemId(n), href: `../items/${itemId(n)}/item.xml` }),
      ),
    ),
  );
  const part = tag(
    'qti-test-part',
    { identifier: 'P1', 'navigation-mode': 'linear', 'submission-mode': 'individual' },
    ...sectionXml,
  );
  return (
    XML_HEAD +
    tag('qti-assessment-test', { xmlns: QTI3_NS, identifier: 'assessly-export', title: 'Assessly export' }, part)
  );
}

function manifestXml(items: { id: string; files: string[] }[]): string {
  const resources = items.map((item) =>
    tag(
      'resource',
      { identifier: item.id, type: 'imsqti_item_xmlv3p0', href: `items/${item.id}/item.xml` },
      ...[`items/${item.id}/item.xml`, ...item.files].map((href) => tag('file', { href })),
    ),
  );
  const test = tag(
    'resource',
    { identifier: 'TEST', type: 'imsqti_test_xmlv3p0', href: 'tests/test.xml' },
    tag('file', { href: 'tests/test.xml' }),
    ...items.map((item) => tag('dependency', { identifierref: item.id })),
  );
  const metadata = tag('metadata', {}, tag('schema', {}, 'QTI Package'), tag('schemaversion', {}, '3.0.0'));
  return (
    XML_HEAD +
    tag(
      'manifest',
      { xmlns: CP_NS, identifier: 'assessly-export' },
      metadata,
      '<organizations/>',
      tag('resources', {}, test, ...resources),
    )
  );
}

/** The package as a Buffer. Every item is written whole to the zip stream as it is built. */
export async function writeQtiPackage(drafts: QuestionDraft[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const items: { id: string; files: string[] }[] = [];
  drafts.forEach((draft, index) => {
    const id = itemId(index);
    const folder = `items/${id}`;
    zip.addBuffer(Buffer.from(writeItemXml(draft, id, folder), 'utf8'), `${folder}/item.xml`);
    const files = (draft.files ?? []).map((file, i) => {
      const path = filePath(folder, file.name, i);
      zip.addBuffer(Buffer.from(file.data), path);
      return path;
    });
    items.push({ id, files });
  });
  zip.addBuffer(Buffer.from(testXml(drafts), 'utf8'), 'tests/test.xml');
  zip.addBuffer(Buffer.from(manifestXml(items), 'utf8'), 'imsmanifest.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
