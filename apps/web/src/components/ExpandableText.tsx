import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts longer than this (or with more lines) start shortened with a Show more button. */
const LONG_CHARS = 160;
const LONG_LINES = 3;

/** A message that wraps, and when long shows three lines first with Show more / Show less. */
export function ExpandableText({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_CHARS || text.split('\n').length > LONG_LINES;
  const clamp = long && !open;
  return (
    <Box sx={{ minWidth: { sm: 240 } }}>
      <Typography
        id={id}
        variant="body2"
        data-testid={testId}
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(clamp
            ? { display: '-webkit-box', WebkitLineClamp: LONG_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : {}),
        }}
      >
        {text}
      </Typography>
      {long && (
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
          sx={{ mt: 0.5, ml: -1, minHeight: 32 }}
        >
          {open ? t('siteContent.showLess') : t('siteContent.showMore')}
        </Button>
      )}
    </Box>
  );
}
