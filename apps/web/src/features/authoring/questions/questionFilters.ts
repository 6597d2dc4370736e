// The question bank's filters (issue 23): by category, level, type, tag and text. The questions of an
// assessment come whole (GetQuizQuestionList is not paged), so they are filtered here, as the admin types.
// The filters live in the address (?q=…&category=…), so a reload or the Back button keeps them.
import { sortTags, tagKey, type Question } from '@assessly/shared';

export interface QuestionFilterValues {
  text: string;
  category: number | null;
  level: number | null;
  type: number | null;
  /** A tag's key (tagKey), or '' for any tag. */
  tag: string;
}

export const NO_FILTERS: QuestionFilterValues = { text: '', category: null, level: null, type: null, tag: '' };

const PARAMS = { text: 'q', category: 'category', level: 'level', type: 'type', tag: 'tag' } as const;

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function filtersFrom(params: URLSearchParams): QuestionFilterValues {
  return {
    text: params.get(PARAMS.text) ?? '',
    category: idOf(params.get(PARAMS.category)),
    level: idOf(params.get(PARAMS.level)),
    type: idOf(params.get(PARAMS.type)),
    tag: tagKey(params.get(PARAMS.tag) ?? ''),
  };
}

/** The address's parameters with the filters written in (the others, such as quizTopicId, kept). */
export function withFilters(params: URLSearchParams, filters: QuestionFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, name] of Object.entries(PARAMS) as [keyof QuestionFilterValues, string][]) {
    const value = filters[field];
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export const filtersActive = (f: QuestionFilterValues) =>
  f.text.trim() !== '' || f.category !== null || f.level !== null || f.type !== null || f.tag !== '';

/** Text as the search compares it: lower case, without accents ("algebra" finds "Álgebra"), spaces as one. */
export function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** Every text of a body (accepted answers, pairs, items, blanks' answers), for the search. */
function bodyTexts(node: unknown, out: string[]): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) for (const item of node) bodyTexts(item, out);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && key !== 'kind') bodyTexts(value, out);
  return out;
}

/** What the text search looks in: the question, its options and answers, its explanation and its tags. */
function searchText(row: Question): string {
  return comparable(
    [
      row.questionDetail,
      row.optionA,
      row.optionB,
      row.optionC,
      row.optionD,
      row.optionE,
      row.answerExplanation,
      ...row.tags,
      ...bodyTexts(row.body, []),
    ].join('\n'),
  );
}

/** The rows that pass every filter; the text's words may come in any order and anywhere. */
export function filterQuestions(rows: readonly Question[], f: QuestionFilterValues): Question[] {
  const words = comparable(f.text).split(' ').filter(Boolean);
  return rows.filter(
    (row) =>
      (f.category === null || row.questionCategoryId === f.category) &&
      (f.level === null || row.questionLavelId === f.level) &&
      (f.type === null || row.questionTypeId === f.type) &&
      (f.tag === '' || row.tags.some((tag) => tagKey(tag) === f.tag)) &&
      (words.length === 0 || words.every((word) => searchText(row).includes(word))),
  );
}

/** The choices the rows offer: their categories (by name), levels and types (by id) and tags (alphabetical). */
export function filterChoices(rows: readonly Question[]) {
  const categories = new Map<number, string>();
  const levels = new Set<number>();
  const types = new Set<number>();
  const tags = new Map<string, string>();
  for (const row of rows) {
    categories.set(row.questionCategoryId, row.questionCategoryName);
    levels.add(row.questionLavelId);
    types.add(row.questionTypeId);
    for (const tag of row.tags) if (!tags.has(tagKey(tag))) tags.set(tagKey(tag), tag);
  }
  return {
    categories: [...categories]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
    levels: [...levels].sort((a, b) => a - b),
    types: [...types].sort((a, b) => a - b),
    tags: sortTags([...tags.values()]).map((tag) => ({ key: tagKey(tag), tag })),
  };
}
