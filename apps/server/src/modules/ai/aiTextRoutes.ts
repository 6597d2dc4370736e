import { aiTextRequest, aiTextResponse, type AiProvider, type Locale } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../errors/errorHandler.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/responses.js';
import { callAi } from './aiClient.js';
import { LANGUAGE_NAMES } from './aiPrompts.js';

const tags = ['Quiz: AI text helper'];
const admin = { access: 'admin' } as const;

/** Asks for the bare text of one form field, so the answer can be pasted without editing. */
export function textSystemPrompt(locale: Locale): string {
  return [
    'You write short texts for the administrator of an online assessment site.',
    'Answer with only the text the administrator will paste into a form field: plain text, no markdown,',
    'no surrounding quotes, no title, no introduction and no comment about the text.',
    `Write it in ${LANGUAGE_NAMES[locale]}.`,
  ].join(' ');
}

const FENCE = /^```[\w-]*\s*\n?([\s\S]*?)\n?```$/;
const QUOTE_PAIRS: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['«', '»'],
  ['„', '“'],
];

/** The model's answer as field text: trimmed, without a markdown fence or quotes around the whole of it. */
export function cleanAiText(raw: string): string {
  let text = raw.trim();
  for (let pass = 0; pass < 3; pass++) {
    const fenced = FENCE.exec(text);
    const pair = QUOTE_PAIRS.find(([open, close]) => text.length >= 2 && text.startsWith(open) && text.endsWith(close));
    if (fenced) text = fenced[1]!.trim();
    else if (pair) text = text.slice(pair[0].length, text.length - pair[1].length).trim();
    else break;
  }
  return text;
}

const ROUTES: { url: string; provider: AiProvider }[] = [
  { url: '/GenerateOpenAiText', provider: 'Open AI' },
  { url: '/GenerateGeminiText', provider: 'Gemini AI' },
];

/** GenerateOpenAiText / GenerateGeminiText (spec 000 §7): the AI text helper of the settings, instruction and question fields. */
const aiTextRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { url, provider } of ROUTES) {
    app.post(
      url,
      {
        config: admin,
        schema: {
          tags,
          summary:
            `Text helper through ${provider}: writes the text the instruction asks for (≤ 250 characters), ` +
            "plain and in the admin's language, to paste into a form field. Rate-limited per admin",
          body: aiTextRequest,
          response: { 200: aiTextResponse, ...errorResponses },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const call = {
          detail: 'text',
          system: textSystemPrompt(requestLocale(request)),
          prompt: request.body.textInstruction,
        };
        const output = cleanAiText(await callAi(app, provider, call, user.userId));
        return { output };
      },
    );
  }
};
export default aiTextRoutes;
