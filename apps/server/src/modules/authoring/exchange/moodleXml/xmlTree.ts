import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';
import { ImportProblem } from '../../import/importProblem.js';
import { reasonText, type ExchangeReason } from '../reasons.js';

/**
 * One element of a Moodle XML <question>: only the subtree of the question being read is ever held, so a
 * file of thousands of questions is read with the memory of one question at a time (plus what is kept).
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, concatenated (not its children's). */
  text: string;
}

/**
 * The file is not well-formed XML, not UTF-8, or not a Moodle XML file (no <quiz> root). Thrown by
 * parseMoodleXml instead of a report, because nothing of a broken file can be trusted. It is an
 * ImportProblem, so the import flow refuses the file with a 202 naming the line, never a 500.
 */
export class MoodleXmlError extends ImportProblem {
  /** In English: the parser's own words (a syntax error), or our reason's English text. */
  readonly detail: string;

  /**
   * The line is the ImportProblem's row; the column is given as a parameter of its message. The detail is
   * the parser's words, or one of our reasons (said in the caller's language).
   */
  constructor(
    line: number,
    readonly xmlColumn: number,
    detail: string | ExchangeReason,
  ) {
    const english = typeof detail === 'string' ? detail : reasonText('en', detail);
    super(line, 'invalidMoodleXml', { line, column: xmlColumn, detail: english, value: english });
    this.detail = english;
    if (typeof detail !== 'string') this.detailReason = detail;
    this.name = 'MoodleXmlError';
  }
}

/** Bytes handed to the XML parser at once when the input is a Buffer (then the event loop gets a turn). */
const BUFFER_SLICE = 1 << 20;

const QUESTION = 'question';

export function child(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c) => c.name === name);
}

export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

/** The text of `<name><text>…</text></name>`-style fields, trimmed as Moodle trims it on import. */
export function textOf(el: XmlElement | undefined): string {
  if (!el) return '';
  const text = child(el, 'text');
  return (text ? text.text : el.text).trim();
}

/** The text directly inside a simple field such as `<defaultgrade>`, or undefined when absent. */
export function valueOf(el: XmlElement, name: string): string | undefined {
  const found = child(el, name);
  return found === undefined ? undefined : found.text.trim();
}

/** Builds the element trees of the top-level <question> elements and hands each over as it closes. */
class QuestionCollector {
  private depth = 0;
  private readonly stack: XmlElement[] = [];
  sawQuiz = false;

  constructor(
    private readonly parser: SaxesParser,
    private readonly onQuestion: (question: XmlElement) => void,
  ) {
    parser.on('opentag', (tag) => this.open(tag.name, tag.attributes as Record<string, string>));
    parser.on('closetag', () => this.close());
    parser.on('text', (text) => this.append(text));
    parser.on('cdata', (text) => this.append(text));
  }

  private open(name: string, attrs: Record<string, string>) {
    this.depth++;
    if (this.depth === 1) {
      if (name !== 'quiz')
        throw new MoodleXmlError(this.parser.line, this.parser.column, {
          key: 'xmlRootNotQuiz',
          params: { root: name },
        });
      this.sawQuiz = true;
      return;
    }
    if (this.stack.length === 0 && (this.depth !== 2 || name !== QUESTION)) return;
    const el: XmlElement = { name, attrs, children: [], text: '' };
    this.stack.at(-1)?.children.push(el);
    this.stack.push(el);
  }

  private close() {
    this.depth--;
    const el = this.stack.pop();
    if (el && this.stack.length === 0) this.onQuestion(el);
  }

  private append(text: string) {
    const top = this.stack.at(-1);
    if (top) top.text += text;
  }
}

async function* chunksOf(input: Readable | Buffer): AsyncGenerator<Uint8Array> {
  if (!Buffer.isBuffer(input)) {
    for await (const chunk of input) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer);
    return;
  }
  for (let at = 0; at < input.length; at += BUFFER_SLICE) {
    if (at > 0) await nextTurn();
    yield input.subarray(at, at + BUFFER_SLICE);
  }
}

function asXmlError(parser: SaxesParser, error: unknown): MoodleXmlError {
  if (error instanceof MoodleXmlError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // saxes prefixes its messages with "line:column: "; the position is given separately.
  return new MoodleXmlError(parser.line, parser.column, message.replace(/^[^:]*:?\d+:\d+: /, ''));
}

/**
 * Streams a Moodle XML file through saxes and calls onQuestion with each top-level <question> element.
 * Only UTF-8 is read (Moodle writes nothing else); a BOM is skipped. Entities are limited to XML's own
 * five and character references (saxes expands no DTD entity), so no entity expansion attack applies.
 */
export async function streamQuestions(input: Readable | Buffer, onQuestion: (q: XmlElement) => void) {
  const parser = new SaxesParser({ position: true });
  const collector = new QuestionCollector(parser, onQuestion);
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (error) {
      throw asXmlError(parser, error);
    }
  };
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new MoodleXmlError(parser.line, parser.column, { key: 'xmlNotUtf8', params: {} });
    }
  };
  for await (const chunk of chunksOf(input)) feed(decode(chunk));
  feed(decode());
  try {
    parser.close();
  } catch (error) {
    throw asXmlError(parser, error);
  }
  if (!collector.sawQuiz) throw new MoodleXmlError(1, 1, { key: 'xmlNoQuiz', params: {} });
}
