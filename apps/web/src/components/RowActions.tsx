/**
 * The icon buttons of a list row (edit, delete, …) and the list's "New" button.
 *
 * Usage:
 *   <RowActions>
 *     <RowActionButton title={t('categories.editCategory')} ariaLabel={t('categories.editAria', { name })}
 *       icon={<EditOutlined />} onClick={() => list.openEdit(row)} testId={`category-edit-${id}`} />
 *     <RowActionButton … blocked={row.isDefault ? t('accessAdmin.defaultMenuTip') : null} />
 *   </RowActions>
 *   <PageHeader title={…} actions={<NewItemButton label={t('categories.newCategory')} onClick={list.openNew}
 *     testId="category-new" />} />
 */
import { Add } from '@mui/icons-material';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The row's buttons side by side, at the end of the actions cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{children}</Box>;
}

export interface RowActionButtonProps {
  /** The tooltip. */
  title: string;
  ariaLabel: string;
  icon: ReactNode;
  testId: string;
  onClick?: () => void;
  /** A link (e.g. a preview page) instead of a button. */
  to?: string;
  disabled?: boolean;
  /**
   * For a button some rows may not use: why it is blocked (the button is disabled and the tooltip says
   * why), or null when it is not. The button then sits in a wrapper (`wrapTestId`) that carries the
   * tooltip: a disabled button gets no pointer events, and the wrapper is focusable while blocked.
   */
  blocked?: string | null;
  wrapTestId?: string;
}

/** One icon button of a row: tooltip, aria-label and test id. */
export function RowActionButton(props: RowActionButtonProps) {
  const { title, ariaLabel, icon, testId, onClick, to, disabled, blocked, wrapTestId } = props;
  const link = to ? { component: RouterLink, to } : {};
  const button = (
    <IconButton
      {...link}
      aria-label={ariaLabel}
      onClick={onClick}
      disabled={disabled || Boolean(blocked)}
      data-testid={testId}
    >
      {icon}
    </IconButton>
  );
  if (blocked === undefined) return <Tooltip title={title}>{button}</Tooltip>;
  return (
    <Tooltip title={blocked ?? title}>
      <Box
        component="span"
        tabIndex={blocked ? 0 : undefined}
        aria-label={blocked ?? undefined}
        role={blocked ? 'note' : undefined}
        data-testid={wrapTestId}
        sx={{ display: 'inline-flex', borderRadius: '50%' }}
      >
        {button}
      </Box>
    </Tooltip>
  );
}

/** The list's "New …" button at the top right of the page. */
export function NewItemButton(props: { label: string; onClick: () => void; testId: string; disabled?: boolean }) {
  const { label, onClick, testId, disabled } = props;
  return (
    <Button variant="contained" startIcon={<Add />} onClick={onClick} disabled={disabled} data-testid={testId}>
      {label}
    </Button>
  );
}
