/**
 * A GIFT file as its items, the way Moodle's reader cuts it: blank lines end a question; every line is
 * trimmed; a line starting with // is a comment. A group whose first line is `$CATEGORY: path` switches
 * the category of the questions that follow (Moodle swallows a question written on the next lines into the
 * category's name; here those lines are a question of their own).
 */

export type GiftItem = { kind: 'category'; path: string } | { kind: 'question'; block: QuestionBlock };

export interface QuestionBlock {
  /** The line the question starts on (1-based), for tracing a report line back to the file. */
  line: number;
  /** The question's lines, trimmed, comments left out. */
  lines: string[];
  /** The mark an Assessly export wrote in a `// [mark:n]` comment (Moodle reads `// [id:…]` the same way). */
  mark?: number;
  /** The address of the question's own image an Assessly export wrote in a `// [image:/upload/…]` comment. */
  image?: string;
}

const CATEGORY = '$CATEGORY:';
const MARK_COMMENT = /^\/\/\s*\[mark:\s*([^\]\s]+)\s*\]/;
const IMAGE_COMMENT = /^\/\/\s*\[image:\s*([^\]\s]+)\s*\]/;

/** What an Assessly export says of a question in a comment: its mark, its own image; undefined for others. */
function exportComment(comment: string): Pick<QuestionBlock, 'mark' | 'image'> | undefined {
  const image = IMAGE_COMMENT.exec(comment)?.[1];
  if (image !== undefined) return { image };
  const raw = MARK_COMMENT.exec(comment)?.[1];
  if (raw === undefined) return undefined;
  const mark = Number(raw);
  return Number.isFinite(mark) && mark >= 0 ? { mark } : undefined;
}

export function splitItems(content: string): GiftItem[] {
  const items: GiftItem[] = [];
  let block: QuestionBlock | null = null;
  // Mark and image comments written before the question's first line, in the same group of lines.
  let pending: Pick<QuestionBlock, 'mark' | 'image'> = {};
  content.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') {
      block = null;
      pending = {};
    } else if (line.startsWith('//')) {
      const said = exportComment(line);
      if (said === undefined) return;
      if (block) Object.assign(block, said);
      else pending = { ...pending, ...said };
    } else if (!block && line.startsWith(CATEGORY)) {
      items.push({ kind: 'category', path: line.slice(CATEGORY.length).trim() });
    } else if (block) {
      block.lines.push(line);
    } else {
      block = { line: index + 1, lines: [line], ...pending };
      items.push({ kind: 'question', block });
    }
  });
  return items;
}
