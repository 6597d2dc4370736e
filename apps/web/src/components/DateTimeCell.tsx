import { cutDateTime } from '@assessly/shared';
import { Box } from '@mui/material';

/**
 * A stored time as the spec shows it (first 19 characters, T replaced by a space), the date over the time
 * so that wide log tables fit beside the drawer; the text still reads "2025-03-01 08:00:00".
 */
export function DateTimeCell({ value, testId }: { value: string; testId?: string }) {
  const [date, time] = cutDateTime(value).split(' ');
  return (
    <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      <Box component="span" sx={{ display: 'block' }}>
        {date}
      </Box>
      {time && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {` ${time}`}
        </Box>
      )}
    </Box>
  );
}
