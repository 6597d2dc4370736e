/**
 * The generated text as the field can hold it: trimmed, without one pair of quotes around it (models
 * often quote their answer), and on one line for a single-line field (an <input> would silently drop
 * the line breaks, leaving words run together).
 */
export function fitGeneratedText(text: string, multiline: boolean): string {
  let fitted = text.trim();
  const quoted = /^(["'“«])([\s\S]*)(["'”»])$/.exec(fitted);
  if (quoted && quoted[2] && !/["“”«»]/.test(quoted[2])) fitted = quoted[2].trim();
  return multiline ? fitted : fitted.replace(/\s+/g, ' ');
}
