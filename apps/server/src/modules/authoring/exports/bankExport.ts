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
}

/** The comment lines at the top of a GIFT export that say what it leaves out, in the caller's language. */
function skippedLines(skipped: GiftExportLine[], locale: Locale): string {
  if (skipped.length === 0) return '';
  const lines = skipped.map(
    (s) => `// ${translateMessage(locale, 'exportSkippedQuestion', { ...s }).replace(/\s+/g, ' ')}`,
  );
  return `${lines.join('\n')}\n\n`;
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
 * with its category, mark, body and explanation. GIFT carries no images (its texts keep their links to
 * this site) and no cloze, units or case-sensitive answers: those questions are left out and listed at
 * the top of the file. Moodle XML embeds the images; a QTI 3.0 package holds them beside their items.
 */
export async function exportBank(
  db: DB,
  quizTopicId: number,
  format: BankExportFormat,
  locale: Locale,
): Promise<BankExport> {
  const base = `questions-${quizTopicId}`;
  if (format === 'gift') {
    const written = writeGift(await drafts(db, quizTopicId), { locale });
    const text = skippedLines(written.skipped, locale) + written.gift;
    const data = Buffer.from(text);
    return { fileName: `${base}.gift.txt`, contentType: 'text/plain; charset=utf-8', data, skipped: written.skipped };
  }
  if (format === 'moodlexml') {
    const xml = writeMoodleXml(await drafts(db, quizTopicId, (name) => `@@PLUGINFILE@@/${name}`));
    return {
      fileName: `${base}.xml`,
      contentType: 'application/xml; charset=utf-8',
      data: Buffer.from(xml),
      skipped: [],
    };
  }
  const zip = await writeQtiPackage(await drafts(db, quizTopicId, (name) => name));
  return { fileName: `${base}.zip`, contentType: 'application/zip', data: zip, skipped: [] };
}
