// Loaded only through a dynamic import (see RichText.tsx): highlight.js core with the languages
// question authors use most, instead of the full 190-language bundle.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
// A theme built for WCAG AA contrast.
import 'highlight.js/styles/a11y-light.min.css';

const LANGUAGES = { bash, c, cpp, csharp, css, java, javascript, python, sql, typescript, xml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
const NAMES = Object.keys(LANGUAGES);

/**
 * Code as highlighted HTML; highlight.js escapes the code itself. A known language (or alias such as
 * js, py, html, sh) is used as given, otherwise the language is guessed among the registered ones.
 */
export function highlightCode(code: string, lang: string | null): { html: string; language: string | null } {
  if (lang && hljs.getLanguage(lang)) {
    return { html: hljs.highlight(code, { language: lang, ignoreIllegals: true }).value, language: lang };
  }
  const guess = hljs.highlightAuto(code, NAMES);
  return { html: guess.value, language: guess.language ?? null };
}
