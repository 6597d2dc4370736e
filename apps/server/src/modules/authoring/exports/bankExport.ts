import type { BankExportFormat, QuestionDraft } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { withFiles } from '../exchange/exportFiles.js';
import { writeGift } from '../exchange/gift/index.js';
import { writeMoodleXml } from '../exchange/moodleXml/index.js';
import { writeQtiPackage } from '../exchange/qti/index.js';
import { questionToDraft } from '../exchange/questionToDraft.js';
import { bankRows } from './exportRepository.js';

/** A question of the assessment the file leaves out or carries only in part, with why (1-based position). */
export interface BankExportLine {
  item: string;
  reason: string;
}

export interface BankExport {
  fileName: string;
  contentType: string;
  data: Buffer;
  /** Questions the format can not hold exactly: not in the file (listed at its top where it can say so). */
  skipped: BankExportLine[];
}

/** The lines at the top of a text export that say what it leaves out. */
function reportLines(skipped: BankExportLine[], comment: (text: string) => string): string {
  if (skipped.length === 0) return '';
  const lines = skipped.map((s) => comment(`Not exported: question ${s.item}: ${s.reason}`));
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
export async function exportBank(db: DB, quizTopicId: number, format: BankExportFormat): Promise<BankExport> {
  const base = `questions-${quizTopicId}`;
  if (format === 'gift') {
    const written = writeGift(await drafts(db, quizTopicId));
    const skipped = written.skipped.map(({ item, title, reason }) => ({ item, reason: `"${title}": ${reason}` }));
    const text = reportLines(skipped, (line) => `// ${line.replace(/\s+/g, ' ')}`) + written.gift;
    return { fileName: `${base}.gift.txt`, contentType: 'text/plain; charset=utf-8', data: Buffer.from(text), skipped };
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
