/**
 * Every text of a value (a question, a draft, a body) passed through `change`, the rest kept: how the
 * references to a question's images are rewritten wherever they are (its text, its explanation, an
 * option's feedback, a cloze blank's answer), on import and on export alike.
 */
export function mapTexts<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapTexts(v, change)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapTexts(v, change)])) as T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with every reference to a file named `name` replaced by `to`: Moodle's `@@PLUGINFILE@@/name`
 * (the name as it is or URL-encoded, as Moodle writes names with spaces), and an HTML attribute whose
 * value is the name (a QTI item's `src="images/a.png"`).
 */
export function replaceReference(text: string, name: string, to: string): string {
  const names = [...new Set([name, encodeURI(name), encodeURIComponent(name)])].map(escapeRegExp).join('|');
  return text
    .replace(new RegExp(`@@PLUGINFILE@@/(?:${names})(?=["'\\s)<>?#]|$)`, 'g'), to)
    .replace(
      new RegExp(`(=\\s*)(["'])(?:\\./)?(?:${names})\\2`, 'g'),
      (_, eq: string, quote: string) => `${eq}${quote}${to}${quote}`,
    );
}
