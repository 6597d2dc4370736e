import {
  LOCALE_TAG,
  TAGS_PER_QUESTION,
  cleanTag,
  normalizeTags,
  tagKey,
  tagProblem,
  type Locale,
  type Question,
} from '@assessly/shared';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { questionApi, questionKeys } from '../api/questionApi';

interface Props {
  value: string[];
  onChange: (tags: string[]) => void;
  label: string;
  hint?: string;
  /** Only these tags may be chosen (no new ones): removing tags from questions. Default: the site's tags, and new ones. */
  choices?: string[];
  /** The most tags the field takes (a question's limit; none for a bulk change). */
  limit?: number;
  /** A message key from the server for the field (e.g. tooManyTags). */
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Test ids: the input `testId`, each suggestion `${testId}-option`. */
  testId: string;
}

/** The site's tags with their question counts (GetQuestionTags), shared by every tag field of the screen. */
export function useSiteTags(enabled = true) {
  return useQuery({ queryKey: questionKeys.tags, queryFn: questionApi.tags, enabled, staleTime: 30_000 });
}

/**
 * Tags as chips with suggestions (issue 23): type a tag and press Enter (or a comma) to add it, pick one of
 * the site's tags as you type (a tag the site has keeps its spelling), Backspace or a chip's × removes one.
 * Each typed tag is checked with the shared rule before it becomes a chip; what is wrong shows under the field.
 */
export function QuestionTagsField(props: Props) {
  const { value, onChange, label, hint, choices, limit, error, disabled, autoFocus, testId } = props;
  const { t, i18n } = useTranslation();
  const site = useSiteTags(!choices);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [value]);

  const counts = useMemo(() => new Map((site.data ?? []).map((row) => [row.tag, row.questionsCount])), [site.data]);
  const options = useMemo(() => choices ?? (site.data ?? []).map((row) => row.tag), [choices, site.data]);
  const spelling = useMemo(() => new Map(options.map((tag) => [tagKey(tag), tag])), [options]);

  /** The tags with `added` put in (the site's spelling, no repeat), or null with the reason shown. */
  const withAdded = (added: string[]): string[] | null => {
    for (const tag of added) {
      const wrong = tagProblem(tag);
      if (wrong) return (setProblem(wrong), null);
      if (choices && !spelling.has(tagKey(tag))) return null;
    }
    const next = normalizeTags([...value, ...added.map((tag) => spelling.get(tagKey(tag)) ?? cleanTag(tag))]);
    if (limit !== undefined && next.length > limit) return (setProblem('tooManyTags'), null);
    return next;
  };
  const add = (added: string[]) => {
    const next = withAdded(added);
    if (!next) return false;
    onChange(next);
    setInput('');
    return true;
  };

  const shownProblem = problem ?? error ?? null;
  const helper = shownProblem ? t(`messages.${shownProblem}`, { defaultValue: shownProblem }) : hint;
  return (
    <Autocomplete
      multiple
      freeSolo={!choices}
      disabled={disabled}
      options={options}
      value={value}
      inputValue={input}
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => tagKey(option) === tagKey(chosen)}
      onInputChange={(_, text, reason) => {
        // A chip added clears the text itself (add); a refused one leaves it to be corrected.
        if (reason === 'clear' || reason === 'blur') setInput(text);
        if (reason !== 'input') return;
        setProblem(null);
        // A comma ends a tag, as on most tag fields (and a pasted "a, b, c" becomes three).
        if (!choices && text.includes(',')) {
          const parts = text.split(',');
          const rest = parts.pop() ?? '';
          const typed = parts.map((part) => part.trim()).filter(Boolean);
          if (typed.length === 0 || add(typed)) setInput(rest.trimStart());
          else setInput(parts.join(','));
          return;
        }
        setInput(text);
      }}
      onChange={(_, next, reason) => {
        if (reason === 'createOption' || reason === 'selectOption') {
          const added = next.filter((tag) => !value.includes(tag));
          add(added);
          return;
        }
        onChange(next);
      }}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} data-testid={`${testId}-option`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
            <span>{option}</span>
            {counts.has(option) && (
              <Typography component="span" variant="body2" color="text.secondary">
                {t('questionTags.questionsCount', {
                  count: counts.get(option)!.toLocaleString(LOCALE_TAG[i18n.language as Locale] ?? 'en'),
                })}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      noOptionsText={t('questionTags.noTags')}
      loadingText={t('common.loading')}
      loading={!choices && site.isPending}
      clearText={t('questionTags.clearFilters')}
      openText={t('questionTags.fieldPlaceholder')}
      closeText={t('common.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? t('questionTags.fieldPlaceholder') : undefined}
          autoFocus={autoFocus}
          error={Boolean(shownProblem)}
          helperText={helper}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'data-testid': testId,
              maxLength: 200,
              enterKeyHint: 'enter',
            },
          }}
        />
      )}
    />
  );
}

/** The same tags, whatever their order and case. */
const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b].map(tagKey)).size === a.length;

/**
 * The question dialog's tags (issue 23): the row's tags while it is open, whether they changed, and their
 * save (UpdateQuestionTags, after the question's own save gave its id). A refused tag shows under the field.
 */
export function useTagDraft(open: boolean, editing: Question | null) {
  const [tags, setTags] = useState<string[]>([]);
  const [saved, setSaved] = useState<string[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setTags(editing?.tags ?? []);
    setSaved(editing?.tags ?? []);
    setIssue(null);
  }, [open, editing]);
  const changed = !sameTags(tags, saved);
  return {
    tags,
    changed,
    issue,
    limit: TAGS_PER_QUESTION,
    change: (next: string[]) => {
      setTags(next);
      setIssue(null);
    },
    /** Saves the tags when they changed; answers UpdateQuestionTags' answer, or null. */
    save: async (quizQuestionId: number) => {
      if (!changed) return null;
      const answer = await questionApi.updateTags(quizQuestionId, tags);
      setSaved(tags);
      return answer;
    },
    /** Shows a refusal of the tags under the field; answers whether it was one. */
    takeError: (error: unknown) => {
      const found = error instanceof ApiRefusal ? error.issues.find((i) => i.path.startsWith('body.tags')) : undefined;
      if (found) setIssue(found.message);
      return Boolean(found);
    },
  };
}
