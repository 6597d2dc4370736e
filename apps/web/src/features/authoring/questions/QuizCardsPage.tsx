import type { Category, QuizCard } from '@assessly/shared';
import { Autocomplete, Box, Button, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState, ErrorState } from '../../../components/TableStates';
import { questionApi, questionKeys } from '../api/questionApi';
import { AddQuestionsDialog } from './AddQuestionsDialog';
import { QuizCardItem } from './QuizCardItem';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' };

/** The card's `categories` text lists the ids of its questions' categories, comma-separated. */
const cardHasCategory = (card: Pick<QuizCard, 'categories'>, categoryId: number) =>
  card.categories
    .split(',')
    .map((id) => id.trim())
    .includes(String(categoryId));

function LoadingCards() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('questionBank.loadingCards')} sx={GRID} data-testid="quiz-cards-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={180} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

/** /question/quizes "All Assessments": one card per assessment, filtered by question category (spec 001 §2). */
export default function QuizCardsPage() {
  const { t } = useTranslation();
  const cards = useQuery({ queryKey: questionKeys.cards, queryFn: questionApi.quizCards });
  const categories = useQuery({ queryKey: questionKeys.categories, queryFn: questionApi.categories });
  const [category, setCategory] = useState<Category | null>(null);
  const [adding, setAdding] = useState<QuizCard | null>(null);
  const shown = useMemo(
    () => (category ? cards.data?.filter((c) => cardHasCategory(c, category.questionCategoryId)) : cards.data) ?? [],
    [cards.data, category],
  );

  let body;
  if (cards.isPending) body = <LoadingCards />;
  else if (cards.error)
    body = (
      <Paper variant="outlined">
        <ErrorState onRetry={() => void cards.refetch()} testId="quiz-cards" />
      </Paper>
    );
  else if (cards.data.length === 0)
    body = (
      <Paper variant="outlined" sx={{ pb: 3, textAlign: 'center' }}>
        <EmptyState text={t('questionBank.empty')} testId="quiz-cards" />
        <Button variant="contained" component={RouterLink} to="/quiz/topics" data-testid="quiz-cards-create">
          {t('questionBank.createAssessment')}
        </Button>
      </Paper>
    );
  else if (shown.length === 0)
    body = (
      <Paper variant="outlined" sx={{ pb: 3, textAlign: 'center' }}>
        <EmptyState text={t('questionBank.noMatch')} testId="quiz-cards-filtered" />
        <Button variant="outlined" onClick={() => setCategory(null)} data-testid="quiz-cards-clear-filter">
          {t('questionBank.clearFilter')}
        </Button>
      </Paper>
    );
  else
    body = (
      <Box component="ul" aria-label={t('questionBank.cardsLabel')} sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((card) => (
          <QuizCardItem key={card.quizTopicId} card={card} onAdd={setAdding} />
        ))}
      </Box>
    );

  return (
    <Box data-testid="quiz-cards">
      <PageHeader title={t('pages.quizes')} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: -1,
          mb: 3,
        }}
      >
        <Typography color="text.secondary">{t('questionBank.intro')}</Typography>
        <Autocomplete
          options={categories.data ?? []}
          value={category}
          onChange={(_, value) => setCategory(value)}
          getOptionLabel={(c) => c.questionCategoryName}
          isOptionEqualToValue={(a, b) => a.questionCategoryId === b.questionCategoryId}
          loading={categories.isPending}
          loadingText={t('common.loading')}
          noOptionsText={t('questionBank.noCategories')}
          clearText={t('questionBank.clearFilter')}
          openText={t('questionBank.filterLabel')}
          closeText={t('common.close')}
          sx={{ width: { xs: '100%', sm: 320 } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('questionBank.filterLabel')}
              placeholder={t('questionBank.filterPlaceholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'category-filter' },
              }}
            />
          )}
        />
      </Box>
      {body}
      <AddQuestionsDialog quiz={adding} onClose={() => setAdding(null)} />
    </Box>
  );
}
