import { QUESTION_CSV_COLUMNS, SAMPLE_CSV_PATH, UPLOAD_INSTRUCTIONS_PATH, UPLOAD_LIMITS } from '@assessly/shared';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pdfStandardFontText, PNG_1X1 } from '../helpers/files.js';
import { demoTokens, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const CSV = `${QUESTION_CSV_COLUMNS.join(',')}\nWhat is 2+2?,1,1,1,1,4,5,,,,4,\n`;

describe.each(testDatabases())('uploads on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(
    route: string,
    field: string,
    name: string,
    data: Buffer | string,
    type?: string,
    token: string | null = tokens.admin,
  ) {
    const body = await multipartFile(field, name, data, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/Quiz/${route}`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('UploadQuestionImage', () => {
    it('stores a PNG under a fresh name and serves it back with its type and safe headers', async () => {
      const res = await upload('UploadQuestionImage', 'image', '../../etc/passwd.png', PNG_1X1, 'image/png');
      expect(res.statusCode).toBe(200);
      const { dbPath } = res.json() as { dbPath: string };
      expect(dbPath).toMatch(/^\/upload\/questions\/[0-9a-f-]{36}\.png$/);

      const file = await get(dbPath);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-length']).toBe(String(PNG_1X1.length));
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('public, max-age=86400');
      expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    });

    it('judges the type by the content, not by the name or the declared type', async () => {
      const res = await upload('UploadQuestionImage', 'image', 'notes.txt', PNG_1X1, 'text/plain');
      expect(res.statusCode).toBe(200);
      expect(res.json().dbPath).toMatch(/\.png$/);
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
      expect((await upload('UploadQuestionImage', 'image', 'x.png', gif, 'image/png')).json().dbPath).toMatch(/\.gif$/);
    });

    it('refuses an SVG and a text file named .png with onlyImageFile, and stores nothing', async () => {
      const before = await t.db.selectFrom('uploaded_file').select('path').execute();
      expect(refusal(await upload('UploadQuestionImage', 'image', 'logo.svg', SVG, 'image/svg+xml')).responseMsg).toBe(
        'onlyImageFile',
      );
      expect(refusal(await upload('UploadQuestionImage', 'image', 'photo.png', 'hello', 'image/png')).responseMsg).toBe(
        'onlyImageFile',
      );
      expect(await t.db.selectFrom('uploaded_file').select('path').execute()).toHaveLength(before.length);
    });

    it('refuses an image above the size limit with fileTooLarge and the limit in MB', async () => {
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_LIMITS.imageBytes)]);
      const body = refusal(await upload('UploadQuestionImage', 'image', 'big.png', big, 'image/png'));
      expect(body.responseMsg).toBe('fileTooLarge');
      expect(body.params).toEqual({ max: 5 });
    });

    it('answers 400 when the file is not in the image field', async () => {
      const res = await upload('UploadQuestionImage', 'picture', 'a.png', PNG_1X1, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'body.image', message: 'required' }]);
    });
  });

  describe('UploadQuestionCsv and UploadQuestionText', () => {
    it('stores a CSV privately: it is never served over HTTP', async () => {
      const res = await upload('UploadQuestionCsv', 'csv', 'questions.csv', CSV, 'text/csv');
      expect(res.statusCode).toBe(200);
      const { dbPath } = res.json() as { dbPath: string };
      expect(dbPath).toMatch(/^\/private\/imports\/[0-9a-f-]{36}\.csv$/);
      const stored = await t.db
        .selectFrom('uploaded_file')
        .select('data')
        .where('path', '=', dbPath)
        .executeTakeFirst();
      expect(Buffer.from(stored!.data).toString('utf8')).toBe(CSV);

      for (const url of [dbPath, `/upload${dbPath}`, `/upload/../private/imports/${dbPath.split('/').pop()}`]) {
        const served = await get(url);
        expect(served.statusCode).toBe(404);
        expect(served.json().responseMsg).toBe('notFound');
      }
    });

    it('refuses a name without .csv and a PNG renamed .csv with csvUploadError', async () => {
      expect(refusal(await upload('UploadQuestionCsv', 'csv', 'questions.txt', CSV)).responseMsg).toBe(
        'csvUploadError',
      );
      expect(refusal(await upload('UploadQuestionCsv', 'csv', 'picture.csv', PNG_1X1)).responseMsg).toBe(
        'csvUploadError',
      );
    });

    it('accepts .gift and .txt text files and refuses other names', async () => {
      const gift = await upload('UploadQuestionText', 'file', 'bank.gift', 'Q? {=a ~b}');
      expect(gift.json().dbPath).toMatch(/^\/private\/imports\/[0-9a-f-]{36}\.gift$/);
      const aiken = await upload('UploadQuestionText', 'file', 'bank.TXT', 'Q?\nA. a\nB. b\nANSWER: A');
      expect(aiken.json().dbPath).toMatch(/\.txt$/);
      expect(refusal(await upload('UploadQuestionText', 'file', 'bank.docx', 'Q?')).responseMsg).toBe('csvUploadError');
    });
  });

  it('gives candidates 403 and anonymous callers 401 on every upload', async () => {
    for (const [route, field] of [
      ['UploadQuestionImage', 'image'],
      ['UploadQuestionCsv', 'csv'],
      ['UploadQuestionText', 'file'],
    ] as const) {
      expect((await upload(route, field, 'a.csv', CSV, 'text/csv', tokens.candidate)).statusCode).toBe(403);
      expect((await upload(route, field, 'a.csv', CSV, 'text/csv', null)).statusCode).toBe(401);
    }
  });

  it('answers the normal 404 for an unknown upload', async () => {
    const res = await get('/upload/questions/00000000-0000-0000-0000-000000000000.png');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'notFound' });
  });

  it('serves the sample CSV: the header row of the importer and three example rows', async () => {
    const res = await get(SAMPLE_CSV_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<(typeof QUESTION_CSV_COLUMNS)[number], string>>(res.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...QUESTION_CSV_COLUMNS]);
    expect(parsed.data.map((r) => r.questionTypeId)).toEqual(['1', '1', '2']);
    expect(parsed.data[1]!.correctOption.split('#####')).toHaveLength(3);
    expect(parsed.data[1]!.answerExplanation).toMatch(/multiple answers/);
  });

  it('serves the upload instructions as a real PDF that explains every column and both text formats', async () => {
    const res = await get(UPLOAD_INSTRUCTIONS_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    const text = pdfStandardFontText(res.rawPayload);
    for (const column of QUESTION_CSV_COLUMNS.filter((c) => !/^option[B-E]$/.test(c))) expect(text).toContain(column);
    for (const phrase of ['#####', 'nothing is imported', 'GIFT', 'Aiken', 'ANSWER: A', 'Equal distribution'])
      expect(text).toContain(phrase);
    // Cached: the second request answers the same document.
    expect((await get(UPLOAD_INSTRUCTIONS_PATH)).rawPayload.equals(res.rawPayload)).toBe(true);
  });
});
