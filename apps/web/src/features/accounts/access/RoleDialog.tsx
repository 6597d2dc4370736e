import { createRoleRequest, DEFAULT_ROLES, type CreateRoleFormValues, type RoleRow } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockOutlined } from '@mui/icons-material';
import { InputAdornment, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { useDialogSave } from '../../../components/useDialogSave';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/useShellUser';
import { accessApi, accessKeys } from '../api/accessApi';

interface Props {
  open: boolean;
  /** The role being edited; null = a new one. */
  editing: RoleRow | null;
  onClose: () => void;
}

type Output = { roleName?: string; displayName: string; roleDesc: string | null };

const createResolver = zodResolver(createRoleRequest);
// On edit the role name is read-only: only the display name and the description are checked and sent.
const editResolver = zodResolver(createRoleRequest.pick({ displayName: true, roleDesc: true }));

/** New / edit role (spec 000 §5 "Role form": display name required, role name read-only on edit, unique names). */
export function RoleDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<CreateRoleFormValues, unknown, Output>({
    resolver: (editing ? editResolver : createResolver) as never,
    mode: 'onChange',
    defaultValues: { roleName: '', displayName: '', roleDesc: '' },
  });
  const { reset } = form;
  // A default role's display name is stored in English and read translated while unchanged: say so.
  const typedName = useWatch({ control: form.control, name: 'displayName' });
  const preset = DEFAULT_ROLES.find((r) => r.userRoleId === editing?.userRoleId);
  const defaultHint =
    preset && typedName === preset.displayName
      ? t('accessAdmin.defaultNameHint', {
          name: preset.displayName,
          translated: t(`roles.${preset.displayName}`, { defaultValue: preset.displayName }),
        })
      : null;

  useEffect(() => {
    if (!open) return;
    reset({
      roleName: editing?.roleName ?? '',
      displayName: editing?.displayName ?? '',
      roleDesc: editing?.roleDesc ?? '',
    });
  }, [open, editing, reset]);

  const save = useDialogSave(form, {
    mutationFn: (values: Output) =>
      editing
        ? accessApi.updateRole(editing.userRoleId, { displayName: values.displayName, roleDesc: values.roleDesc })
        : accessApi.createRole({ roleName: values.roleName ?? '', ...values }),
    // The drawer shows the display name of the signed-in user's role.
    invalidate: [accessKeys.roles, CURRENT_USER_QUERY_KEY],
    onClose,
    fieldRefusals: { duplicateRoleName: 'roleName' },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('accessAdmin.editRole') : t('accessAdmin.newRole')}
      onClose={onClose}
      {...save}
      maxWidth="xs"
      testId="role-dialog"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <RhfTextField
          control={form.control}
          name="roleName"
          label={t('accessAdmin.roleName')}
          hint={editing ? t('accessAdmin.roleNameReadOnly') : t('accessAdmin.roleNameHint')}
          testId="role-name"
          // Read-only rather than disabled: the name and its hint stay readable (contrast) and focusable.
          autoFocus={!editing}
          required={!editing}
          inputProps={{ maxLength: 50, readOnly: Boolean(editing), 'aria-readonly': Boolean(editing) || undefined }}
          endAdornment={
            editing ? (
              <InputAdornment position="end">
                <LockOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ) : undefined
          }
        />
        <RhfTextField
          control={form.control}
          name="displayName"
          label={t('accessAdmin.displayName')}
          hint={defaultHint ?? t('accessAdmin.displayNameHint')}
          testId="role-display-name"
          autoFocus={Boolean(editing)}
          required
          inputProps={{ maxLength: 100 }}
        />
        <RhfTextField
          control={form.control}
          name="roleDesc"
          label={t('accessAdmin.roleDesc')}
          testId="role-desc"
          multiline
          minRows={2}
          inputProps={{ maxLength: 300 }}
        />
      </Stack>
    </FormDialog>
  );
}
