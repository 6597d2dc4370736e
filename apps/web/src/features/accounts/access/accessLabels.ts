import { DEFAULT_MENUS, DEFAULT_ROLES } from '@assessly/shared';
import { useTranslation } from 'react-i18next';

const DEFAULT_MENU_TITLES = new Set<string>(DEFAULT_MENUS.map((m) => m.menuTitle));

/**
 * How names show on the Roles and Menus screens: a default role's display name and a default menu's
 * title are translated (roles.* / menus.*) while they keep their seeded text; anything an admin typed
 * shows as typed.
 */
export function useAccessLabels() {
  const { t } = useTranslation();
  return {
    roleName: (role: { userRoleId: number; displayName: string }) => {
      const preset = DEFAULT_ROLES.find((r) => r.userRoleId === role.userRoleId);
      return preset?.displayName === role.displayName
        ? t(`roles.${role.displayName}`, { defaultValue: role.displayName })
        : role.displayName;
    },
    roleDesc: (role: { userRoleId: number; roleName: string; roleDesc: string | null }) => {
      const preset = DEFAULT_ROLES.find((r) => r.userRoleId === role.userRoleId);
      return preset && preset.roleDesc === role.roleDesc
        ? t(`accessAdmin.defaultRoleDesc.${preset.roleName}`, { defaultValue: role.roleDesc })
        : (role.roleDesc ?? '');
    },
    menuTitle: (menuTitle: string) =>
      DEFAULT_MENU_TITLES.has(menuTitle) ? t(`menus.${menuTitle}`, { defaultValue: menuTitle }) : menuTitle,
    iconName: (iconClass: string) => t(`accessAdmin.icons.${iconClass}`, { defaultValue: iconClass }),
  };
}
