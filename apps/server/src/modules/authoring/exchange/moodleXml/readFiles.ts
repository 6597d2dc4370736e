import { mimeTypeOf, type DraftFile } from './moodleValues.js';
import type { ReasonNotes } from '../reasons.js';
import type { XmlElement } from './xmlTree.js';

function* fileElements(el: XmlElement): Generator<XmlElement> {
  for (const c of el.children) {
    if (c.name === 'file') yield c;
    else yield* fileElements(c);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/**
 * Every `<file name=… encoding="base64">` of a question, wherever Moodle put it (question text, general
 * feedback, an answer, a feedback, a subquestion), in file order, once per name: the texts keep their
 * `@@PLUGINFILE@@/name` references and the import turns each file into an upload. Moodle keeps files
 * per text area, so two areas may hold different files of one name; the first is kept and that is noted.
 * The path attribute ("/" in every Moodle export) is not kept: a text refers to `@@PLUGINFILE@@/name`.
 */
export function readFiles(question: XmlElement, notes: ReasonNotes): DraftFile[] {
  const files = new Map<string, DraftFile>();
  for (const el of fileElements(question)) {
    const name = (el.attrs.name ?? '').trim();
    if (name === '' || (el.attrs.encoding ?? 'base64').toLowerCase() !== 'base64') continue;
    const decoded = Buffer.from(el.text, 'base64');
    const data = new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
    const known = files.get(name);
    if (known) {
      if (!sameBytes(known.data, data)) notes.add('noteDuplicateFile', { name });
      continue;
    }
    const mimeType = mimeTypeOf(name);
    files.set(name, mimeType === undefined ? { name, data } : { name, mimeType, data });
  }
  return [...files.values()];
}
