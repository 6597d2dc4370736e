import { translateMessage, translations } from '@assessly/shared/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { categoryId, demoTokens, refusal } from '../../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../../helpers/testApp.js';
import { importer } from '../importTools.js';
import { item, manifest, resource } from './qtiZip.js';

/** A zip of these files, as bytes. */
async function zipBytes(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const ESSAY = item(
  'essay',
  '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>' +
    '<itemBody><p>Explain.</p><extendedTextInteraction responseIdentifier="RESPONSE"/></itemBody>',
);

const es = translations.es.importReasons;

/**
 * Why a QTI package (or a Moodle XML file) can not be read at all is said in the caller's language, as the
 * reasons of its items are: the refusal's reason (csvUploadInstruction) and its message, in Spanish here.
 */
describe.each(testDatabases())('the reasons a package is refused, in the caller’s language, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let io: ReturnType<typeof importer>;
  let quizTopicId: number;
  let questionCategoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    io = importer(t, token);
    quizTopicId = await io.assessment();
    questionCategoryId = await categoryId(t.db, 'Packages');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The file uploaded and checked with X-Language es: the refusal's reason and message. */
  async function refusedInSpanish(data: Buffer | string, name: string, format: 'qti' | 'moodlexml') {
    const path = await io.upload(data, name);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/ReadQuestionUploadCsv',
      payload: { path, quizTopicId, format, questionCategoryId, questionLavelId: 1, mode: 'check' },
      headers: { ...bearer(token), 'x-language': 'es' },
    });
    const refused = refusal(res);
    expect(refused.responseMsg).toBe('csvUploadInstruction');
    expect(refused.message).toBe(
      translateMessage('es', 'csvUploadInstruction', refused.params as Record<string, string | number>),
    );
    return refused.params!.reason as string;
  }
  const qti = (detail: string) => translateMessage('es', 'invalidQtiPackage', { detail });

  it('says why a zip can not be read, or has no manifest, in Spanish', async () => {
    // Starts as a zip does (so the upload takes it), but has no central directory.
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    expect(await refusedInSpanish(broken, 'broken.zip', 'qti')).toBe(qti(es.packageNotZip));
    const noManifest = await zipBytes({ 'item.xml': ESSAY });
    expect(await refusedInSpanish(noManifest, 'bank.zip', 'qti')).toBe(qti('el paquete no tiene imsmanifest.xml'));
  });

  it('says which file of the package is broken or missing, in Spanish', async () => {
    const badManifest = await zipBytes({ 'imsmanifest.xml': '<manifest><resources>' });
    expect(await refusedInSpanish(badManifest, 'bank.zip', 'qti')).toMatch(
      /^el archivo no se puede leer como paquete QTI \(el archivo imsmanifest\.xml no es XML bien formado \(línea 1, columna \d+: .+\)\)$/,
    );
    const testResource = `<resource identifier="T" type="imsqti_test_xmlv2p2" href="tests/test.xml"/>`;
    const noTest = await zipBytes({
      'imsmanifest.xml': manifest([testResource, resource('r', 'item.xml')]),
      'item.xml': ESSAY,
    });
    expect(await refusedInSpanish(noTest, 'bank.zip', 'qti')).toBe(
      qti('el archivo tests/test.xml no está en el paquete'),
    );
  });

  it('reports an item whose file is missing in Spanish, and imports the others', async () => {
    const path = await io.upload(
      await zipBytes({
        'imsmanifest.xml': manifest([resource('r', 'item.xml'), resource('gone', 'items/gone.xml')]),
        'item.xml': ESSAY,
      }),
      'bank.zip',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/ReadQuestionUploadCsv',
      payload: { path, quizTopicId, format: 'qti', questionCategoryId, questionLavelId: 1, mode: 'check' },
      headers: { ...bearer(token), 'x-language': 'es' },
    });
    expect(res.json().report[1]).toEqual({
      item: 'gone',
      title: '',
      status: 'invalid',
      reason: 'el archivo items/gone.xml no está en el paquete',
      questionTypeId: null,
    });
  });

  it('says why a Moodle XML file is not one, in Spanish', async () => {
    const reason = await refusedInSpanish('<html><body/></html>', 'bank.xml', 'moodlexml');
    expect(reason).toBe(
      translateMessage('es', 'invalidMoodleXml', {
        column: 6,
        detail: 'el elemento raíz es <html>, no <quiz>: el archivo no es Moodle XML',
      }),
    );
  });
});
