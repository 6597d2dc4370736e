import type { BankExportFormat, Locale, QuestionDraft } from '@assessly/shared';
import { translateMessage } from '@assessly/shared/i18n';
import type { DB } from '../../../db/database.js';
import { withFiles } from '../exchange/exportFiles.js';
import { writeGift, type GiftExportLine } from '../exchange/gift/index.js';
import { writeMoodleXml } from '../exchange/moodleXml/index.js';
import { writeQtiPackage } from '../exchange/qti/index.js';
import { questionToDraft } from '../exchange/questionToDraft.js';
import { bankRows } from './exportRepository.js';

export interface BankExport {
  fileName: string;
  contentType: string;
  data: Buffer;
  /** Questions the format can not hold exactly: not in the file (listed at its top where it can say so). */
  skipped: GiftExportLine[];
  /** Questions in the file with what of them it does not carry (GIFT: their images), listed at its top. */
  notes: GiftExportLine[];
}

/**
 * The comment lines at the top of a GIFT export that say what it leaves out, then what it does not carry
 * of the questions it holds, in the caller's language.
 */
function headLines(skipped: GiftExportLine[], notes: GiftExportLine[], locale: Locale): string {
  const comment = (key: 'exportSkippedQuestion' | 'exportNoteQuestion') => (s: GiftExportLine) =>
    `// ${translateMessage(locale, key, { ...s }).replace(/\s+/g, ' ')}`;
  const lines = [...skipped.map(comment('exportSkippedQuestion')), ...notes.map(comment('exportNoteQuestion'))];
  return lines.length === 0 ? '' : `${lines.join('\n')}\n\n`;
}

async function drafts(db: DB, quizTopicId: number, reference?: (name: string) => string) {
  const out: QuestionDraft[] = [];
  for (const row of await bankRows(db, quizTopicId)) {
    const draft = questionToDraft(row);
    out.push(reference ? await withFiles(db, draft, reference) : draft);
  }
  return out;
}

/**
 * The questions of an assessment in an exchange format (issue 22), in the order they were added, each
 * with its category, mark, body, explanation and own image. GIFT carries no images (its texts keep their
 * links to this site; a question's own image is named by its address in a comment, noted at the top) and
 * no cloze, units or case-sensitive answers: those questions are left out and listed at the top of the
 * file. Moodle XML embeds the images; a QTI 3.0 package holds them beside their items.
 */
export async function exportBank(
  db: DB,
  quizTopicId: number,
  format: BankExportFormat,
  locale: Locale,
): Promise<BankExport> {
  const base = `questions-${quizTopicId}`;
  if (format === 'gift') {
    const { gift, skipped, notes } = writeGift(await drafts(db, quizTopicId), { locale });
    const data = Buffer.from(headLines(skipped, notes, locale) + gift);
    return { fileName: `${base}.gift.txt`, contentType: 'text/plain; charset=utf-8', data, skipped, notes };
  }
  if (format === 'moodlexml') {
    const xml = writeMoodleXml(await drafts(db, quizTopicId, (name) => `@@PLUGINFILE@@/${name}`));
    return {
      fileName: `${base}.xml`,
      contentType: 'application/xml; charset=utf-8',
      data: Buffer.from(xml),
      skipped: [],
      notes: [],
    };
  }
  const zip = await writeQtiPackage(await drafts(db, quizTopicId, (name) => name));
  return { fileName: `${base}.zip`, contentType: 'application/zip', data: zip, skipped: [], notes: [] };
}
