import { ArrowDownward, ArrowUpward, DragIndicator } from '@mui/icons-material';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useRef, useState, type DragEvent, type KeyboardEvent, type RefObject } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect, RhfTextField } from '../../../../components/FormFields';
import { visuallyHidden } from '../../../../components/visuallyHidden';
import { emptyText } from './bodyForm';
import { AddRowButton, BodySection, ListMessage, RemoveRowButton, type FormControl } from './rowFields';

const SCORINGS = ['allOrNothing', 'perPosition', 'longestRun'] as const;

/** The new position of an item moved by one step, or null at either end. */
export function stepTarget(index: number, count: number, step: -1 | 1): number | null {
  const to = index + step;
  return to < 0 || to >= count ? null : to;
}

/**
 * The list's move: the field array moves the row (its inputs keep their values), the live region says
 * where it went, and the focus follows the moved item's button (or its other one at either end), as
 * the browser drops the focus of a node that moves.
 */
function useMoves(control: FormControl, list: RefObject<HTMLOListElement | null>) {
  const { t } = useTranslation();
  const items = useFieldArray({ control, name: 'body.ordering.items' });
  const texts = useWatch({ control, name: 'body.ordering.items' });
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    const count = items.fields.length;
    if (from === to || to < 0 || to >= count) return;
    const text = texts[from]?.text.trim() || t('questions.itemNumber', { number: from + 1 });
    items.move(from, to);
    setAnnouncement(t('questions.itemMoved', { item: text, position: to + 1, count }));
    if (!focus) return;
    requestAnimationFrame(() => {
      const at = (dir: string) =>
        list.current?.querySelector<HTMLButtonElement>(`[data-testid="question-item-${dir}-${to}"]`);
      const first = at(focus);
      (first && !first.disabled ? first : at(focus === 'up' ? 'down' : 'up'))?.focus();
    });
  };
  return { items, move, announcement };
}

/** Ordering (type 7): the items in their right order, moved by drag or by keyboard; the scoring rule. */
export function OrderingFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const { items, move, announcement } = useMoves(control, listRef);
  const [armed, setArmed] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const count = items.fields.length;

  // Alt+Arrow moves the item whose field has the focus, as the buttons do, and the typing goes on.
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = stepTarget(index, count, event.key === 'ArrowUp' ? -1 : 1);
    if (to !== null) move(index, to);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>(`[data-testid="question-item-${to ?? index}"]`)?.focus(),
    );
  };
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = Number(event.dataTransfer.getData('text/plain'));
    if (Number.isInteger(from)) move(from, index);
    setOver(null);
  };

  return (
    <BodySection title={t('questions.orderItems')} hint={t('questions.orderItemsHint')} testId="question-ordering">
      <Box component="ol" ref={listRef} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.fields.map((row, index) => {
          const number = index + 1;
          const up = stepTarget(index, count, -1);
          const down = stepTarget(index, count, 1);
          return (
            <Box
              component="li"
              key={row.id}
              draggable={armed === index}
              onDragStart={(event: DragEvent) => {
                event.dataTransfer.setData('text/plain', String(index));
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={drop(index)}
              onDragEnd={() => {
                setArmed(null);
                setOver(null);
              }}
              onKeyDown={onKeyDown(index)}
              data-testid="question-item-row"
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'flex-start',
                gap: 0.5,
                p: 1,
                border: 1,
                borderRadius: 1,
                borderColor: over === index ? 'primary.main' : 'divider',
                bgcolor: over === index ? 'action.hover' : 'background.paper',
              }}
            >
              <Box
                aria-hidden
                onMouseDown={() => setArmed(index)}
                onMouseUp={() => setArmed(null)}
                sx={{ cursor: 'grab', pt: 2, color: 'text.secondary', display: 'flex' }}
                data-testid={`question-item-handle-${index}`}
              >
                <DragIndicator />
              </Box>
              <Typography aria-hidden sx={{ pt: 2, minWidth: 20, fontWeight: 600 }}>
                {number}.
              </Typography>
              <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
                <RhfTextField
                  control={control}
                  name={`body.ordering.items.${index}.text`}
                  label={t('questions.itemNumber', { number })}
                  testId={`question-item-${index}`}
                  required
                  inputProps={{ maxLength: 2000 }}
                />
              </Box>
              {/* Beside the field; on a phone in a row under it, so that the field keeps its width. */}
              <Box
                sx={{ display: 'flex', justifyContent: 'flex-end', pt: { sm: 0.5 }, width: { xs: '100%', sm: 'auto' } }}
              >
                <Tooltip title={t('questions.moveUp', { number })}>
                  <span>
                    <IconButton
                      aria-label={t('questions.moveUp', { number })}
                      disabled={up === null}
                      onClick={() => up !== null && move(index, up, 'up')}
                      data-testid={`question-item-up-${index}`}
                    >
                      <ArrowUpward />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('questions.moveDown', { number })}>
                  <span>
                    <IconButton
                      aria-label={t('questions.moveDown', { number })}
                      disabled={down === null}
                      onClick={() => down !== null && move(index, down, 'down')}
                      data-testid={`question-item-down-${index}`}
                    >
                      <ArrowDownward />
                    </IconButton>
                  </span>
                </Tooltip>
                <RemoveRowButton
                  label={t('questions.removeItem', { number })}
                  onClick={() => items.remove(index)}
                  disabled={count <= 2}
                  testId={`question-item-remove-${index}`}
                  focusAfter="question-item-add"
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        sx={visuallyHidden}
        data-testid="question-item-announcement"
      >
        {announcement}
      </Box>
      <ListMessage control={control} name="body.ordering.items" testId="question-items-message" />
      <AddRowButton
        label={t('questions.addItem')}
        onClick={() => items.append(emptyText())}
        testId="question-item-add"
        focusAfter={`question-item-${count}`}
      />
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <RhfSelect
          control={control}
          name="body.ordering.scoring"
          label={t('questions.orderScoring')}
          testId="question-order-scoring"
          options={SCORINGS.map((value) => ({ value, label: t(`questions.scoring.${value}`) }))}
        />
      </Box>
    </BodySection>
  );
}
