import { ArrowDownward, ArrowUpward, DragIndicator } from '@mui/icons-material';
import { Box, IconButton, Typography } from '@mui/material';
import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { TypedAnswerProps } from './examAnswer';
import { moveItem, orderFromWire, orderToWire, type Shown } from './examWire';

type Direction = 'up' | 'down';

/** How many rows other than the dragged one lie above the pointer: the dragged row's place among them. */
function placeUnderPointer(rows: Map<string, HTMLElement>, draggedId: string, clientY: number): number {
  let place = 0;
  for (const [id, row] of rows) {
    if (id === draggedId) continue;
    const box = row.getBoundingClientRect();
    if (clientY > box.top + box.height / 2) place++;
  }
  return place;
}

/**
 * An ordering question (issue 22): the items as a numbered list, put in order by dragging a row's handle
 * (mouse, pen or finger) or, with the keyboard and a screen reader, by each row's Move up and Move down
 * buttons. Every move is announced in a live region ("… is now 2 of 5"), and the focus stays on the moved
 * item's button. The answer counts once an item has been moved; until then the order shown is submitted.
 */
export function ExamOrdering({ question, value, disabled, labelledBy, onChange }: TypedAnswerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [order, setOrder] = useState(() => orderFromWire(value, question.items ?? []));
  const [said, setSaid] = useState('');
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const moved = useRef(false);
  const focusAfter = useRef<{ id: string; direction: Direction } | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());
  const orderRef = useRef(order);
  orderRef.current = order;
  const hintId = `${baseId}-hint`;
  const buttonId = (id: string, direction: Direction) => `${baseId}-${id}-${direction}`;

  const announce = (item: Shown, list: Shown[]) =>
    setSaid(t('examTypes.orderMoved', { item: item.text, position: list.indexOf(item) + 1, total: list.length }));

  // The parent keeps the answer (draft sync); only the candidate's moves change it.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (moved.current) onChangeRef.current(orderToWire(order));
  }, [order]);

  // After a keyboard move the focus follows the item; at the top or bottom its other button takes it.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const button = document.getElementById(buttonId(target.id, target.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(target.id, target.direction === 'up' ? 'down' : 'up'));
    (button && !button.disabled ? button : other)?.focus();
  });

  const moveByKey = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const item = order[index];
    if (!item || to < 0 || to >= order.length) return;
    const next = moveItem(order, index, to);
    moved.current = true;
    focusAfter.current = { id: item.id, direction };
    setOrder(next);
    announce(item, next);
  };

  const startDrag = (event: PointerEvent<HTMLElement>, id: string) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDraggedId(id);
  };
  const dragTo = (event: PointerEvent<HTMLElement>) => {
    if (!draggedId) return;
    const place = placeUnderPointer(rows.current, draggedId, event.clientY);
    setOrder((current) => {
      const from = current.findIndex((item) => item.id === draggedId);
      if (from < 0 || from === place) return current;
      moved.current = true;
      return moveItem(current, from, place);
    });
  };
  const endDrag = () => {
    const item = orderRef.current.find((i) => i.id === draggedId);
    setDraggedId(null);
    if (item && moved.current) announce(item, orderRef.current);
  };

  return (
    <Box role="group" aria-labelledby={labelledBy} aria-describedby={hintId} data-testid="exam-ordering">
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.25 }}>
        {t('examTypes.orderingHint')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {order.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            ref={(row: HTMLElement | null) => {
              if (row) rows.current.set(item.id, row);
              else rows.current.delete(item.id);
            }}
            data-testid="exam-ordering-item"
            data-item-id={item.id}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 56,
              pl: 0.5,
              pr: 1,
              border: 2,
              borderRadius: 2,
              borderColor: draggedId === item.id ? 'primary.main' : 'divider',
              bgcolor: draggedId === item.id ? 'action.selected' : 'background.paper',
              boxShadow: draggedId === item.id ? theme.shadows[4] : 'none',
              '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            })}
          >
            {/* The handle is for pointers; keyboard and screen-reader users have the two buttons. */}
            <Box
              aria-hidden
              onPointerDown={(event) => startDrag(event, item.id)}
              onPointerMove={dragTo}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              data-testid="exam-ordering-handle"
              sx={{
                alignSelf: 'stretch',
                display: 'grid',
                placeItems: 'center',
                px: 0.5,
                color: 'text.secondary',
                cursor: disabled ? 'default' : draggedId ? 'grabbing' : 'grab',
                touchAction: 'none',
              }}
            >
              <DragIndicator />
            </Box>
            <Box
              component="span"
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: 'action.selected',
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, py: 1, overflowWrap: 'anywhere' }} data-testid="exam-ordering-text">
              <RichText text={item.text} code={question.isCodeSnippet} component="span" />
            </Box>
            <IconButton
              id={buttonId(item.id, 'up')}
              aria-label={t('examTypes.moveUp', { item: item.text })}
              disabled={disabled || index === 0}
              onClick={() => moveByKey(index, 'up')}
              data-testid="exam-ordering-up"
              sx={{ width: 44, height: 44 }}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              id={buttonId(item.id, 'down')}
              aria-label={t('examTypes.moveDown', { item: item.text })}
              disabled={disabled || index === order.length - 1}
              onClick={() => moveByKey(index, 'down')}
              data-testid="exam-ordering-down"
              sx={{ width: 44, height: 44 }}
            >
              <ArrowDownward />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="exam-ordering-announcement">
        {said}
      </Box>
    </Box>
  );
}
