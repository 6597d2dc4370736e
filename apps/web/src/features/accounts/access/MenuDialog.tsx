import { DEFAULT_MENUS, menuInput, type MenuInput, type MenuRow } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { useDialogSave } from '../../../components/useDialogSave';
import { accessApi, accessKeys } from '../api/accessApi';
import { IconSelect } from './IconSelect';

interface Props {
  open: boolean;
  /** The menu being edited; null = a new one. */
  editing: MenuRow | null;
  /** The order number a new menu starts with (after the last one). */
  nextOrder: number;
  onClose: () => void;
}

type Values = { menuTitle: string; url: string; sortOrder: string | number; iconClass: string };

/** Which field a duplicate refusal is about: the field says it too, and the dialog keeps the text. */
const DUPLICATE_FIELD = {
  duplicateMenuTitle: 'menuTitle',
  duplicateUrl: 'url',
  duplicateOrderNo: 'sortOrder',
} as const;

/** New / edit menu (spec 000 §5 "Menu form": title, url, order number above 0 and icon required; unique). */
export function MenuDialog({ open, editing, nextOrder, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, MenuInput>({
    resolver: zodResolver(menuInput) as never,
    mode: 'onChange',
    defaultValues: { menuTitle: '', url: '', sortOrder: '', iconClass: '' },
  });
  const { reset } = form;
  // A default menu's title is stored in English and read translated while unchanged: say so.
  const typedTitle = useWatch({ control: form.control, name: 'menuTitle' });
  const preset = DEFAULT_MENUS.find((m) => m.appMenuId === editing?.appMenuId && m.menuTitle === typedTitle);
  const titleHint = preset
    ? t('accessAdmin.defaultNameHint', {
        name: preset.menuTitle,
        translated: t(`menus.${preset.menuTitle}`, { defaultValue: preset.menuTitle }),
      })
    : undefined;

  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? { menuTitle: editing.menuTitle, url: editing.url, sortOrder: editing.sortOrder, iconClass: editing.iconClass }
        : { menuTitle: '', url: '', sortOrder: nextOrder, iconClass: '' },
    );
  }, [open, editing, nextOrder, reset]);

  const save = useDialogSave(form, {
    mutationFn: (menu: MenuInput) =>
      editing ? accessApi.updateMenu(editing.appMenuId, menu) : accessApi.createMenu(menu),
    // The drawer lists menus by title, url, icon and order: the admin's own drawer updates at once.
    invalidate: [accessKeys.menus, accessKeys.allRoleMenus, accessKeys.sidebar],
    onClose,
    fieldRefusals: DUPLICATE_FIELD,
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('accessAdmin.editMenu') : t('accessAdmin.newMenu')}
      onClose={onClose}
      {...save}
      maxWidth="xs"
      testId="menu-dialog"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <RhfTextField
          control={form.control}
          name="menuTitle"
          label={t('accessAdmin.menuTitle')}
          hint={titleHint}
          testId="menu-title"
          autoFocus
          required
          inputProps={{ maxLength: 60 }}
        />
        <RhfTextField
          control={form.control}
          name="url"
          label={t('accessAdmin.url')}
          hint={t('accessAdmin.urlHint')}
          testId="menu-url"
          required
          placeholder="/quiz/topics"
          inputProps={{ maxLength: 200, spellCheck: false, autoCapitalize: 'none' }}
        />
        <RhfTextField
          control={form.control}
          name="sortOrder"
          type="number"
          label={t('accessAdmin.sortOrder')}
          hint={t('accessAdmin.sortOrderHint')}
          testId="menu-order"
          required
          inputProps={{ min: 1, step: 1, inputMode: 'numeric' }}
        />
        <IconSelect control={form.control} name="iconClass" label={t('accessAdmin.icon')} testId="menu-icon" />
      </Stack>
    </FormDialog>
  );
}
