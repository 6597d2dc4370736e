import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/images';
import { lazyPart } from '../../../lib/lazyPart';
import { useSiteSettings } from '../../../lib/settings';
import { answerKind, questionOptions, toggleLetter, type Letter } from './examAnswer';
import { ExamAnswerArea } from './ExamAnswerArea';
import { optionInputId } from './ExamChoices';
import { ExamOfflineBanner } from './ExamOfflineBanner';
import { ExamProgress, ExamQuestionBody } from './ExamQuestion';
import type { StoredExam } from './examSession';
import { countReload } from './examStorage';
import { ExamTimer } from './ExamTimer';
import { useExamIntegrity } from './useExamIntegrity';
import { useExamKeys } from './useExamKeys';
import { useExamRun } from './useExamRun';

// Parts that only some attempts need load when first needed (issue 9: the screen's first load).
const useConfirmDialogsPart = lazyPart(() => import('./ExamConfirmDialogs'));

/** Reloads of one attempt after which end-exam-on-refresh ends it (spec 001 §4: "on the second reload"). */
const RELOADS_ENDING_EXAM = 2;

/** The site logo, when the settings ask for it: at most 50 px high and 100 px wide (spec 001 §9). */
function ExamLogo() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const src = imageUrl(settings?.logoPath);
  if (!settings?.logoOnExamPage || !src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={t('exam.logoAlt', { site: settings.siteTitle })}
      data-testid="exam-logo"
      sx={{ display: 'block', maxHeight: 50, maxWidth: 100, width: 'auto', height: 'auto', flexShrink: 0 }}
    />
  );
}

function Waiting({ text, testId }: { text: string; testId: string }) {
  return (
    <Box
      role="status"
      sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
      data-testid={testId}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/**
 * The exam-taking screen (spec 001 §2 "Exam-taking screen", §4 "Exam flow"): calm, one question, the
 * timer and the progress, nothing else (UX.md).
 */
export function ExamScreen({ stored }: { stored: StoredExam }) {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const attemptId = stored.attempt.quizResponseInitialId;
  const groupId = useId();
  const headingId = `${groupId}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const [confirmSkipLast, setConfirmSkipLast] = useState(false);

  // The integrity counter reports leaving the tab; the run (created after it) decides what that means.
  const leaveTab = useRef<() => void>(() => undefined);
  const integrity = useExamIntegrity(
    attemptId,
    useCallback(() => leaveTab.current(), []),
  );
  const run = useExamRun(stored, integrity);
  leaveTab.current = () => run.leftTab(settings?.tabChangeEndExam ?? false);

  const { question, attempt, draft, setDraft, phase, sending } = run;
  const options = useMemo(() => (question ? questionOptions(question) : []), [question]);
  // Several answers only in a choice question: true/false takes one.
  const multiple = attempt.allowMultipleSelection && question !== null && answerKind(question) === 'choice';
  const dialogs = useConfirmDialogsPart(confirmStop || confirmSkipLast);

  // Spec 001 §4: with end-exam-on-refresh on, the second reload of this attempt opens the result.
  const [reloads] = useState(() => countReload(attemptId));
  const { end } = run;
  useEffect(() => {
    if (settings?.endExam && reloads >= RELOADS_ENDING_EXAM) void end('reload');
  }, [settings?.endExam, reloads, end]);

  // Counts follow the question shown; the focus moves to its heading so the candidate hears where they are.
  const questionId = question?.quizQuestionId ?? null;
  useEffect(() => {
    integrity.follow(questionId);
    if (questionId !== null) headingRef.current?.focus();
  }, [integrity, questionId]);

  const choose = useCallback(
    (letter: Letter) => {
      setDraft({ ...draft, letters: toggleLetter(draft.letters, letter, multiple) });
      document.getElementById(optionInputId(groupId, letter))?.focus();
    },
    [draft, groupId, multiple, setDraft],
  );
  const submit = useCallback(() => void run.submit(false), [run]);
  // Skip on the last question ends the exam: asked first (issue 20).
  const isLast = run.serial >= run.total - 1;
  const skip = useCallback(() => {
    if (isLast) setConfirmSkipLast(true);
    else void run.submit(true);
  }, [isLast, run]);
  // The keys stay on while a dialog's code is on its way: nothing covers the question yet.
  const dialogShown = (confirmStop || confirmSkipLast) && dialogs !== undefined;
  useExamKeys({ active: phase === 'question' && !dialogShown && !sending, options, choose, submit });

  return (
    <Box
      component="main"
      ref={integrity.areaRef}
      data-testid="exam-screen"
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', pb: 4 }}
    >
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            maxWidth: 860,
            mx: 'auto',
            px: 2,
            py: 1.25,
            minHeight: 64,
          }}
        >
          <ExamLogo />
          <Typography
            component="h1"
            variant="subtitle1"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid="exam-title"
          >
            {attempt.quizTitle}
          </Typography>
          {run.clock.deadlineAt && (
            <ExamTimer
              clock={{ deadlineAt: run.clock.deadlineAt, offsetMs: run.clock.offsetMs }}
              onExpire={() => void end('timeUp')}
            />
          )}
        </Box>
      </Box>

      <Box sx={{ maxWidth: 860, mx: 'auto', px: 2, pt: { xs: 2, sm: 3 } }}>
        {run.offline && <ExamOfflineBanner reason={run.offline} />}
        {phase === 'loading' && <Waiting text={t('exam.loading')} testId="exam-loading" />}
        {phase === 'finishing' && <Waiting text={t('exam.finishing')} testId="exam-finishing" />}
        {phase === 'question' && question && (
          <>
            <ExamProgress serial={run.serial} total={run.total} headingRef={headingRef} headingId={headingId} />
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={headingId}
              data-testid="exam-question"
              data-question-id={question.quizQuestionId}
              sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
            >
              {/* A cloze question's text is read with its blanks in it: its renderer shows it. */}
              <ExamQuestionBody question={question} withText={answerKind(question) !== 'cloze'} />
              <ExamAnswerArea
                key={question.quizQuestionId}
                question={question}
                draft={draft}
                setDraft={setDraft}
                options={options}
                multiple={multiple}
                sending={sending}
                groupId={groupId}
                headingId={headingId}
                onChoose={choose}
                onSubmit={submit}
              />
            </Paper>
            <ExamActions
              sending={sending}
              allowSkip={attempt.allowQuizSkip}
              allowStop={attempt.allowQuizStop}
              onSubmit={submit}
              onSkip={skip}
              onStop={() => setConfirmStop(true)}
            />
          </>
        )}
      </Box>
      {/* Mounted from the first Stop or last Skip on, so that they can close with their transition. */}
      {dialogs && (
        <>
          <dialogs.ExamStopDialog
            open={confirmStop}
            onConfirm={() => {
              setConfirmStop(false);
              void end('stopped');
            }}
            onClose={() => setConfirmStop(false)}
          />
          <dialogs.ExamSkipLastDialog
            open={confirmSkipLast}
            onConfirm={() => {
              setConfirmSkipLast(false);
              void run.submit(true);
            }}
            onClose={() => setConfirmSkipLast(false)}
          />
        </>
      )}
    </Box>
  );
}

interface ExamActionsProps {
  sending: boolean;
  allowSkip: boolean;
  allowStop: boolean;
  onSubmit: () => void;
  onSkip: () => void;
  onStop: () => void;
}

/** Submit (primary), then Skip and Stop when the assessment allows them; full-width on a phone. */
function ExamActions({ sending, allowSkip, allowStop, onSubmit, onSkip, onStop }: ExamActionsProps) {
  const { t } = useTranslation();
  const big = { minHeight: 48, px: 3, fontSize: '1rem' };
  return (
    <Box
      sx={{
        mt: 2.5,
        display: 'flex',
        gap: 1.5,
        flexDirection: { xs: 'column', sm: 'row-reverse' },
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <Button variant="contained" size="large" onClick={onSubmit} loading={sending} sx={big} data-testid="exam-submit">
        {t('exam.submit')}
      </Button>
      {sending && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {t('exam.sending')}
        </Typography>
      )}
      {allowSkip && (
        <Button variant="outlined" size="large" onClick={onSkip} disabled={sending} sx={big} data-testid="exam-skip">
          {t('exam.skip')}
        </Button>
      )}
      {allowStop && (
        <Button
          color="error"
          size="large"
          onClick={onStop}
          disabled={sending}
          sx={{ ...big, mr: { sm: 'auto' } }}
          data-testid="exam-stop"
        >
          {t('exam.stop')}
        </Button>
      )}
    </Box>
  );
}
