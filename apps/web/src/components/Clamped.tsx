import { Typography } from '@mui/material';

/**
 * Long text shortened to a few lines with an ellipsis (the whole text stays in the DOM for screen readers
 * and in the title tooltip for the mouse).
 */
export function Clamped({ text, lines }: { text: string; lines: number }) {
  return (
    <Typography
      variant="body2"
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
      }}
    >
      {text}
    </Typography>
  );
}
