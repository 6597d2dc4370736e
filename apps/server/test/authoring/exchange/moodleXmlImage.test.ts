import { describe, expect, it } from 'vitest';
import {
  questionImageHtml,
  takeQuestionImage,
} from '../../../src/modules/authoring/exchange/moodleXml/questionImage.js';
import { parseMoodleXml, writeMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("Moodle XML: a question's own image after its text", () => {
  it('takes back what the export appends, and the same image as Moodle may write it again', () => {
    const text = '<p>Which city?</p>';
    expect(takeQuestionImage(text + questionImageHtml('map 1.png'))).toEqual({ text, image: 'map 1.png' });
    // Moodle's editor may drop the paragraph, reorder the attributes or close the tag its own way.
    const rewritten = `${text} <img class="assessly-question-image" alt="" src="@@PLUGINFILE@@/map.png">`;
    expect(takeQuestionImage(rewritten)).toEqual({ text, image: 'map.png' });
    // An image of the text itself, or one in the middle of it, stays text.
    const inline = '<p>Here: <img src="@@PLUGINFILE@@/map.png" alt=""></p>';
    expect(takeQuestionImage(inline)).toEqual({ text: inline });
    const middle = `<p><img src="@@PLUGINFILE@@/a.png" class="assessly-question-image"/> and more</p>`;
    expect(takeQuestionImage(middle)).toEqual({ text: middle });
  });

  it('gives back a plain text and its image exactly, through moodle_auto_format', async () => {
    const draft = {
      title: 'Compare',
      text: 'Is 1 < 2 && 3 > 2?\nSay so.',
      textFormat: 'plain' as const,
      mark: 1,
      explanation: '',
      body: { type: 'trueFalse' as const, correct: true },
      files: [{ name: 'map.png', mimeType: 'image/png', data: PNG }],
      image: 'map.png',
    };
    const xml = writeMoodleXml([draft]);
    expect(xml).toContain('<questiontext format="moodle_auto_format">');
    const bank = await parseMoodleXml(Buffer.from(xml));
    expect(bank.report[0]).toMatchObject({ status: 'ok', reason: '' });
    expect(bank.questions[0]!.draft).toEqual(draft);
  });

  it('notes an image whose file is not in the question, and leaves it out', async () => {
    const xml = `<quiz><question type="essay"><name><text>E</text></name><questiontext format="html"><text><![CDATA[<p>Say.</p>${questionImageHtml('gone.png')}]]></text></questiontext></question></quiz>`;
    const bank = await parseMoodleXml(Buffer.from(xml), { locale: 'es' });
    expect(bank.questions[0]!.draft.text).toBe('<p>Say.</p>');
    expect(bank.questions[0]!.draft.image).toBeUndefined();
    expect(bank.report[0]!.reason).toBe('la imagen de la pregunta gone.png no está en el archivo y se omite');
  });
});
