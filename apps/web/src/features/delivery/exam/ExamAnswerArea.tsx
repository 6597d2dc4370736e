import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loadLocale } from '../../../i18n';
import { lazyPart } from '../../../lib/lazyPart';
import { answerKind, type ExamDraft, type ExamOption, type Letter, type TypedExamQuestion } from './examAnswer';
import { ExamOptions } from './ExamChoices';

/**
 * Written answers load with the first question that needs one (issue 9: the screen's first load): the
 * descriptive box, and the answers of issue 22's types, whose part loads each type's renderer in turn.
 */
const useAnswerPart = lazyPart(() => import('./ExamAnswerParts'));

/** Stands in for a part of the screen while its code arrives (lazyPart). */
function PartLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ py: 3, display: 'flex', justifyContent: 'center' }} data-testid="exam-part-loading">
      <CircularProgress size={28} aria-label={t('exam.loading')} />
    </Box>
  );
}

interface ExamAnswerAreaProps {
  question: TypedExamQuestion;
  draft: ExamDraft;
  setDraft: (draft: ExamDraft) => void;
  options: ExamOption[];
  multiple: boolean;
  sending: boolean;
  groupId: string;
  headingId: string;
  onChoose: (letter: Letter) => void;
  onSubmit: () => void;
}

/** Where the candidate answers: the options (choice, true/false), the descriptive box, or the type's renderer. */
export function ExamAnswerArea(props: ExamAnswerAreaProps) {
  const { question, draft, setDraft, options, sending, headingId, onSubmit } = props;
  const { t } = useTranslation();
  const kind = answerKind(question);
  const letters = kind === 'choice' || kind === 'trueFalse';
  const part = useAnswerPart(!letters);
  const onText = (text: string) => setDraft({ ...draft, text });

  if (letters) {
    // True/false shows its two options in the candidate's language (the server names them True and False).
    const shown =
      kind === 'trueFalse'
        ? options.map((o) => ({ ...o, text: t(o.letter === 'A' ? 'exam.trueLabel' : 'exam.falseLabel') }))
        : options;
    return (
      <ExamOptions
        groupId={props.groupId}
        labelledBy={headingId}
        options={shown}
        chosen={draft.letters}
        multiple={props.multiple}
        code={question.isCodeSnippet && kind === 'choice'}
        disabled={sending}
        onChoose={props.onChoose}
      />
    );
  }
  if (!part) return <PartLoading />;
  if (kind === 'descriptive')
    return <part.ExamTextAnswer value={draft.text} disabled={sending} onChange={onText} onSubmit={onSubmit} />;
  return (
    <part.ExamTypedAnswer
      kind={kind}
      loadTable={loadLocale}
      loading={<PartLoading />}
      question={question}
      value={draft.text}
      disabled={sending}
      labelledBy={headingId}
      onChange={onText}
      onSubmit={onSubmit}
    />
  );
}
