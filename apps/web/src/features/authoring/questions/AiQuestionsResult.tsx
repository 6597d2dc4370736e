import type { AiGenerationResponse } from '@assessly/shared';
import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AiSavedQuestions } from './AiSavedQuestions';

interface Props {
  result: AiGenerationResponse;
  quizTitle: string;
  /** How many questions the assessment holds now (before + saved, or saved alone after a deletion). */
  total: number;
  /** Question-wise marks: each saved question shows its marks. */
  marks: boolean;
}

/**
 * What a generation saved (the count, then each saved question readable for its type), and each generated
 * item that was left out with the reason why.
 */
export function AiQuestionsResult({ result, quizTitle, total, marks }: Props) {
  const { t } = useTranslation();
  const saved = t(`messages.${result.responseMsg}`, { ...result.params, defaultValue: result.responseMsg });
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="ai-questions-result">
      <Alert severity="success" variant="outlined">
        <AlertTitle component="p" sx={{ mb: 0.5 }} data-testid="ai-questions-result-message">
          {saved}
        </AlertTitle>
        <span data-testid="ai-questions-result-total">
          {t('aiQuestions.totalNow', { title: quizTitle, count: total })}
        </span>
      </Alert>
      {result.dropped.length > 0 && (
        <Alert severity="warning" data-testid="ai-questions-dropped">
          <AlertTitle component="p">{t('aiQuestions.droppedTitle', { count: result.dropped.length })}</AlertTitle>
          <Typography variant="body2">{t('aiQuestions.droppedIntro')}</Typography>
          <List dense disablePadding sx={{ mt: 1 }}>
            {result.dropped.map((item) => (
              <ListItem
                key={item.index}
                disableGutters
                alignItems="flex-start"
                data-testid="ai-questions-dropped-item"
                sx={{ py: 0.5 }}
              >
                <ListItemText
                  primary={`${t('aiQuestions.droppedItem', { index: item.index })}: ${item.reason}`}
                  secondary={item.text || undefined}
                  slotProps={{
                    primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere', color: 'text.primary', opacity: 0.85 } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <AiSavedQuestions questions={result.questions ?? []} quizTitle={quizTitle} marks={marks} />
    </Box>
  );
}
