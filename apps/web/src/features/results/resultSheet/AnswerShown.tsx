import { Box } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import type { Shown } from './answerDisplay';

/**
 * An answer or a key as answerDisplay chose to show it: options as the exam showed them (math, code for
 * a code snippet) separated by commas, a typed text as written, true/false in the reader's language, and
 * one line per pair or blank.
 */
export function AnswerShown({ shown, code }: { shown: Shown; code: boolean }) {
  const { t } = useTranslation();
  if (shown.kind === 'truth') return <>{t(shown.value ? 'examResult.answerTrue' : 'examResult.answerFalse')}</>;
  if (shown.kind === 'text') return <>{shown.text}</>;
  if (shown.kind === 'lines')
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { mt: 0.5 } }}>
        {shown.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </Box>
    );
  return shown.parts.map((option, i) => (
    <Fragment key={i}>
      {i > 0 && ', '}
      {/* A one-line option of code stays on one line, as in the exam; the column grows to it. */}
      <RichText text={option} code={code} component="span" sx={{ '& .rich-code-inline': { whiteSpace: 'pre' } }} />
    </Fragment>
  ));
}
