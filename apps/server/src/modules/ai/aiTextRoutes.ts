import { aiApi, type AiProvider, type Locale } from '@assessly/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../errors/errorHandler.js';
import { currentUser } from '../../plugins/auth.js';
import { serve, type RouteRequest } from '../../lib/serve.js';
import { callAi } from './aiClient.js';
import { LANGUAGE_NAMES } from './aiPrompts.js';

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

/** The text helper's answer through one provider: the bare text, ready to paste. */
const textHelper = (app: FastifyInstance, provider: AiProvider) => async (request: TextRequest) => {
  const call = {
    detail: 'text',
    system: textSystemPrompt(requestLocale(request)),
    prompt: request.body.textInstruction,
  };
  return { output: cleanAiText(await callAi(app, provider, call, currentUser(request).userId)) };
};
type TextRequest = RouteRequest<typeof aiApi.GenerateOpenAiText>;

/** GenerateOpenAiText / GenerateGeminiText (spec 000 §7): the AI text helper of the settings, instruction and question fields. */
const aiTextRoutes: FastifyPluginAsync = async (app) => {
  serve(app, aiApi.GenerateOpenAiText, textHelper(app, 'Open AI'));
  serve(app, aiApi.GenerateGeminiText, textHelper(app, 'Gemini AI'));
};
export default aiTextRoutes;
