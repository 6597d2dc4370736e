import { LOCALE_TAG, type Locale } from '@assessly/shared';
import { Cancel, CheckCircle, Contrast } from '@mui/icons-material';
import { Box, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import { visuallyHidden } from '../../../components/visuallyHidden';
import {
  filledBlank,
  type AnswerDisplay,
  type AnswerPart,
  type FilledBlank,
  type KeyEntry,
  type PartMark,
} from './answerDisplay';
import { answerList } from './resultFormat';

// How an answer and its key look on the result sheet, the report details, Result.pdf, the grading dialog
// and item analysis (issue 22): every type's parts as texts, each with its mark (an icon, and its word for
// a screen reader: colour is never the only sign), and the key in lines.

const MARKS: Record<
  PartMark,
  { icon: typeof CheckCircle; palette: 'success' | 'warning' | 'error'; color: string; word: string }
> = {
  right: { icon: CheckCircle, palette: 'success', color: 'success.main', word: 'examResult.markRight' },
  partial: { icon: Contrast, palette: 'warning', color: 'warning.dark', word: 'examResult.markPartial' },
  wrong: { icon: Cancel, palette: 'error', color: 'error.main', word: 'examResult.markWrong' },
};

/**
 * How a part scored: an icon named by its word ("right", "wrong") for a screen reader, as an image is,
 * so that the answer's own text stays as it is (a copy, a test, the PDF read it without the word).
 */
export function MarkIcon({ mark }: { mark: PartMark | undefined }) {
  const { t } = useTranslation();
  if (!mark) return null;
  const { icon: Icon, color, word } = MARKS[mark];
  return (
    <Icon
      role="img"
      aria-hidden={false}
      aria-label={t(word)}
      data-mark={mark}
      sx={{ fontSize: '1.05em', color, verticalAlign: '-0.15em', ml: 0.5 }}
    />
  );
}

/** A stem or a blank left empty: a dash, named for a screen reader. */
function NoAnswer() {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('examResult.noAnswerPart')}>
      —
    </span>
  );
}

/** A one-line option of code stays on one line, as in the exam; the column grows to it. */
const inlineCode: SxProps<Theme> = { '& .rich-code-inline': { whiteSpace: 'pre' } };

/** An author's text (an option, a stem, a choice, an item): math, and code in a code snippet. */
const Authored = ({ text, code }: { text: string; code: boolean }) => (
  <RichText text={text} code={code} component="span" sx={inlineCode} />
);

/** A text as the candidate typed it: shown as it is, never read as math or code. */
const Typed = ({ text }: { text: string }) => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
    {text}
  </Box>
);

/** What one part holds: a truth value in the reader's words, typed text as typed, an author's text. */
function PartText({ part, layout, code }: { part: AnswerPart; layout: AnswerDisplay['layout']; code: boolean }) {
  const { t } = useTranslation();
  if (part.text === null) return <NoAnswer />;
  if (layout === 'truth') {
    const word = part.text === 'true' ? 'examResult.answerTrue' : part.text === 'false' ? 'examResult.answerFalse' : '';
    return <>{word ? t(word) : part.text}</>;
  }
  if (layout === 'typed' || layout === 'blanks') return <Typed text={part.text} />;
  return <Authored text={part.text} code={code} />;
}

/** A list of one line per stem, blank, item or accepted answer. */
function Lines({ ordered, children }: { ordered?: boolean; children: ReactNode }) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{ m: 0, p: 0, pl: ordered ? 3 : 0, listStyle: ordered ? 'decimal' : 'none', '& > li + li': { mt: 0.5 } }}
    >
      {children}
    </Box>
  );
}

/** A stem's or a blank's name in front of its part: the stem's text, "Blank 2". */
function PartLabel({ label, layout, code }: { label: string; layout: AnswerDisplay['layout']; code: boolean }) {
  const { t } = useTranslation();
  if (layout === 'blanks')
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {`${t('examResult.blankLabel', { no: label })}: `}
      </Box>
    );
  return (
    <>
      <Authored text={label} code={code} />
      {' → '}
    </>
  );
}

/**
 * The candidate's answer as its type lays it out: chosen options separated by commas, a written or typed
 * text, a truth value, one line per stem or blank, the items in the candidate's order; each part marked.
 * Nothing when nothing was given.
 */
export function AnswerShown({ display, code }: { display: AnswerDisplay; code: boolean }) {
  const { layout, parts } = display;
  if (parts.length === 0) return null;
  if (layout === 'text') return <Typed text={answerList(parts.map((p) => p.text ?? '').join('\n'))} />;
  if (layout === 'pairs' || layout === 'blanks' || layout === 'order')
    return (
      <Lines ordered={layout === 'order'}>
        {parts.map((part, i) => (
          <li key={i}>
            {part.label !== undefined && <PartLabel label={part.label} layout={layout} code={code} />}
            <PartText part={part} layout={layout} code={code} />
            <MarkIcon mark={part.mark} />
          </li>
        ))}
      </Lines>
    );
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && ', '}
      <PartText part={part} layout={layout} code={code} />
      <MarkIcon mark={part.mark} />
    </Fragment>
  ));
}

/** A share of the credit as the reader writes it, after an entry worth less (or costing): " (50 %)". */
function useFractionNote() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(LOCALE_TAG[i18n.language as Locale] ?? 'en', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return (fraction: number) => (fraction === 1 ? '' : ` (${format.format(fraction)})`);
}

/** A key's entries: each text with its share of the credit when not all of it, joined. */
function Entries({ entries, code, separator }: { entries: KeyEntry[]; code: boolean; separator: string }) {
  const note = useFractionNote();
  return entries.map((entry, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      <Authored text={entry.text} code={code} />
      {note(entry.fraction)}
    </Fragment>
  ));
}

/**
 * The key as the type lays it out: the right options separated by commas, one accepted answer a line, a
 * truth value, one line per stem or blank, the items in order. Nothing when the display has none.
 */
export function KeyShown({ display, code }: { display: AnswerDisplay; code: boolean }) {
  const { t } = useTranslation();
  const { layout, key } = display;
  const lines = (key ?? []).filter((line) => line.entries.length > 0);
  if (lines.length === 0) return null;
  const entries = lines.flatMap((line) => line.entries);
  if (layout === 'truth') {
    const word = entries[0]?.text === 'false' ? 'examResult.answerFalse' : 'examResult.answerTrue';
    return <>{entries[0]?.text === 'true' || entries[0]?.text === 'false' ? t(word) : entries[0]?.text}</>;
  }
  if (layout === 'options') return <Entries entries={entries} code={code} separator=", " />;
  if (layout === 'typed' || layout === 'order')
    return (
      <Lines ordered={layout === 'order'}>
        {entries.map((entry, i) => (
          <li key={i}>
            <Entries entries={[entry]} code={code} separator="" />
          </li>
        ))}
      </Lines>
    );
  return (
    <Lines>
      {lines.map((line, i) => (
        <li key={i}>
          {line.label !== undefined && <PartLabel label={line.label} layout={layout} code={code} />}
          <Entries entries={line.entries} code={code} separator=" / " />
        </li>
      ))}
    </Lines>
  );
}

/**
 * A cloze question's text with each blank filled where it stands (issue 22): what the candidate put in it,
 * marked, and, where the key is shown and the blank is not right, its accepted answers after it. A blank
 * without an answer shows its number. A screen reader hears "Blank 2: 3.14 (right)".
 */
export function ClozeFilled({
  text,
  display,
  code,
  testId,
}: {
  text: string;
  display: AnswerDisplay;
  code: boolean;
  testId?: string;
}) {
  return (
    <Box data-testid={testId} className="cloze-filled" sx={{ lineHeight: 2, overflowWrap: 'anywhere', minWidth: 200 }}>
      <RichText
        text={text}
        code={code}
        component="span"
        slot={(no) => <FilledBlankBox no={no} {...filledBlank(no, display)} code={code} />}
      />
    </Box>
  );
}

/** One blank of a filled cloze text: the candidate's part, marked, then the key when it is shown. */
function FilledBlankBox({ no, part, keyEntries, code }: FilledBlank & { no: number; code: boolean }) {
  const { t } = useTranslation();
  const mark = part?.mark;
  const showKey = keyEntries && keyEntries.length > 0 && mark !== 'right';
  return (
    <>
      <Box
        component="span"
        data-testid="cloze-blank"
        data-blank={no}
        data-mark={mark}
        sx={{
          // One box that wraps inside itself, never across lines of the text: a picture of the sheet
          // (Result.pdf) draws it as the screen does.
          display: 'inline-block',
          maxWidth: '100%',
          lineHeight: 1.6,
          px: 0.75,
          mx: 0.25,
          border: 1,
          borderRadius: 1,
          borderColor: mark ? MARKS[mark].color : 'divider',
          bgcolor: (theme) => (mark ? alpha(theme.palette[MARKS[mark].palette].main, 0.08) : 'transparent'),
        }}
      >
        <Box component="span" sx={visuallyHidden}>{`${t('examResult.blankLabel', { no })}: `}</Box>
        {part ? (
          part.text === null ? (
            <NoAnswer />
          ) : (
            <Typed text={part.text} />
          )
        ) : (
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {no}
          </Box>
        )}
        <MarkIcon mark={mark} />
      </Box>
      {showKey && (
        <Box
          component="span"
          data-testid="cloze-blank-key"
          sx={{ display: 'inline-block', maxWidth: '100%', lineHeight: 1.6, color: 'success.dark', fontWeight: 500 }}
        >
          <Box component="span" sx={visuallyHidden}>{` ${t('examResult.colCorrectAnswer')}: `}</Box>
          <span aria-hidden>{'→ '}</span>
          <Entries entries={keyEntries} code={code} separator=" / " />
        </Box>
      )}
    </>
  );
}
