/**
 * The XML of a one-sheet .xlsx workbook (ECMA-376, SpreadsheetML) as xlsxTable writes it: the fixed
 * parts, and the sheet's rows as text. Strings are inline (t="inlineStr"): a shared-strings table would
 * keep every distinct text in memory until the end, and a string cell is never a formula.
 *
 * Written by hand on purpose (issue 21 checked it against the library): exceljs 4.4.0's streaming
 * WorkbookWriter, given the same cells, was measurably worse in `bench/exports.ts --libraries`
 * (27 November 2026, 2 cores, load average 6, median of 5; ours zipped by yazl in both columns):
 *
 *                                   10,000 rows              100,000 rows
 *                                   time    RSS    heap      time     RSS    heap
 *   these parts (zipped by yazl)   251 ms  +33 MB  +23 MB   1592 ms  +32 MB  +31 MB
 *   exceljs, inline strings        583 ms   +7 MB  +29 MB   3729 ms  +36 MB  +140 MB
 *   exceljs, shared strings        622 ms   +0 MB  +22 MB   3539 ms  +31 MB  +97 MB
 *
 * (each export over a socket in a process of its own; JSON.stringify of the same rows: 111 ms and
 * 657 ms, +25 and +218 MB RSS.) exceljs takes 2.2 to 2.5 times as long, and its heap grows with the
 * rows: it pushes rows into its zip without waiting for the download, so a slow reader makes it queue
 * the sheet in memory, where xlsxTable stops reading rows (exportsStreaming.test.ts).
 */
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Excel's last row: a sheet with more is refused as damaged. */
export const MAX_ROWS = 1_048_576;

/**
 * Characters XML 1.0 cannot hold (C0 controls but tab and line feed, U+FFFE and U+FFFF), and the ones
 * to escape. A lone surrogate needs nothing: UTF-8 encoding writes it as U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_SPECIAL = /[&<>"\r\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g;
const NEEDS_WORK = new RegExp(XML_SPECIAL.source);
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/**
 * Text for an XML element or attribute: markup characters escaped, a carriage return kept as a
 * reference (a raw one would be read back as a line feed), characters XML cannot hold dropped.
 */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(XML_SPECIAL, (ch) => ESCAPES[ch] ?? '');
}

/** The column letters of a 0-based column index: A … Z, AA … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Cell style 1 of styles.xml (font 1, bold): the header row. */
export const HEADER_STYLE = 1;

/**
 * One cell (`ref` like B7): a number as a number, anything else as inline text, nothing for an empty
 * cell. The values come through spreadsheetCell, so a text that looks like a formula is already
 * neutralised; written as text, it is never evaluated either way.
 */
export function cellXml(ref: string, value: string | number | null, style = 0): string {
  if (value === null) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return `<c r="${ref}"${s}><v>${value}</v></c>`;
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

/** The sheet up to its first row: the header row frozen, the columns' widths. */
export function sheetStart(widths: number[]): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
  );
}

export const SHEET_END = '</sheetData></worksheet>';

/** Excel forbids [ ] : * ? / \ in sheet names, an apostrophe at either end, and more than 31 characters. */
export function sheetName(title: string): string {
  const name = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return name || 'Sheet1';
}

/** The package's fixed parts (everything but the sheet), path and content, in the order a reader wants them. */
export function workbookParts(title: string): [string, string][] {
  const type = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;
  return [
    [
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('worksheet')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type('styles')}"/>` +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
        '<bookViews><workbookView/></bookViews>' +
        `<sheets><sheet name="${xmlText(sheetName(title))}" sheetId="1" r:id="rId1"/></sheets>` +
        '</workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/styles.xml',
      `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
        '<fonts count="2">' +
        '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
        '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
        '</fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="2">' +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
        '</cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    ],
  ];
}
