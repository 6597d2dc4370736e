// QTI packages built by hand for the reader's tests: a zip of the given files, and the XML around items.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yazl from 'yazl';

/** A zip of these files, written into `dir`; answers its path. */
export async function zipOf(dir: string, files: Record<string, string>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const path = join(dir, `p-${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

export const NS = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"';
export const item = (id: string, inner: string) =>
  `<?xml version="1.0"?><assessmentItem ${NS} identifier="${id}" title="T ${id}" adaptive="false" timeDependent="false">${inner}</assessmentItem>`;
export const resource = (id: string, href: string, type = 'imsqti_item_xmlv2p2') =>
  `<resource identifier="${id}" type="${type}" href="${href}"><file href="${href}"/></resource>`;
export const manifest = (resources: string[]) =>
  `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><resources>${resources.join('')}</resources></manifest>`;
/** A package of one item file. */
export const onePackage = (dir: string, xml: string) =>
  zipOf(dir, { 'imsmanifest.xml': manifest([resource('r', 'item.xml')]), 'item.xml': xml });

export const SCORE = '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>';
