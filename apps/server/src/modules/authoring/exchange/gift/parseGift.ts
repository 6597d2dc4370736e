import type { ImportReportLine, ParsedBank } from '@assessly/shared';
import { reasonsText, reasonText, type ExchangeOptions } from '../reasons.js';
import { decodeGift } from './decode.js';
import { categoryFromPath } from './giftText.js';
import { readQuestion } from './readQuestion.js';
import { splitItems } from './splitItems.js';

/**
 * A GIFT file (Moodle's question/format/gift, and qtype_ordering's GIFT form) read into drafts, with one
 * report line per item: every question block, in file order, `item` being its 1-based position among them.
 * Descriptions (text with no answer block) are reported as unsupported; a block that can not be read is
 * reported as invalid with its reason. `$CATEGORY:` lines set the category of the questions that follow.
 * Bytes are decoded as UTF-8 (with or without a byte-order mark), else as Windows-1252. The report's
 * reasons are in `locale` (English by default).
 */
export function parseGift(content: Uint8Array | string, { locale = 'en' }: ExchangeOptions = {}): ParsedBank {
  const bank: ParsedBank = { questions: [], report: [] };
  let category: string | undefined;
  let position = 0;
  for (const entry of splitItems(decodeGift(content))) {
    if (entry.kind === 'category') {
      category = categoryFromPath(entry.path);
      continue;
    }
    const item = String(++position);
    const read = readQuestion(entry.block);
    const line: ImportReportLine = {
      item,
      title: read.title,
      status: read.status,
      reason: read.status === 'ok' ? reasonsText(locale, read.notes) : reasonText(locale, read.reason),
      questionTypeId: read.questionTypeId,
    };
    bank.report.push(line);
    if (read.status !== 'ok') continue;
    if (category !== undefined) read.draft.category = category;
    bank.questions.push({ item, draft: read.draft });
  }
  return bank;
}
