import { accountsApi, DEFAULT_MENUS, DEFAULT_ROLES, type RoleRow } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../../errors/errorHandler.js';
import { listMenus } from '../index.js';
import { listRoles } from '../index.js';
import { requestDocument } from '../../../lib/export/exportDocument.js';
import { sendTable } from '../../../lib/export/sendTable.js';
import { serve } from '../../../lib/serve.js';

const DEFAULT_MENU_TITLES = new Set<string>(DEFAULT_MENUS.map((m) => m.menuTitle));

/**
 * Exports of the Roles and Menus lists (every row; both tables are small). Headings come from the
 * accessAdmin namespace; default names are translated as on the screens, custom ones stay as typed.
 */
const accessExport: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.ExportRoles, async (request, reply) => {
    const locale = requestLocale(request);
    const { subtitle, pageLabel } = requestDocument(request);
    const text = translations[locale];
    const l = text.accessAdmin;
    // As on the screen: a default role's display name and description are translated while unchanged.
    const preset = (id: number) => DEFAULT_ROLES.find((r) => r.userRoleId === id);
    const displayName = (row: RoleRow) =>
      preset(row.userRoleId)?.displayName === row.displayName
        ? ((text.roles as Record<string, string>)[row.displayName] ?? row.displayName)
        : row.displayName;
    const roleDesc = (row: RoleRow) => {
      const p = preset(row.userRoleId);
      return p && p.roleDesc === row.roleDesc
        ? ((l.defaultRoleDesc as Record<string, string>)[p.roleName] ?? row.roleDesc)
        : row.roleDesc;
    };
    const rows = await listRoles(app.db);
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'roles',
      title: l.rolesExportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'roleName', header: l.roleName, width: 18 },
        { key: 'displayName', header: l.displayName, width: 22 },
        { key: 'roleDesc', header: l.roleDesc, width: 40 },
        { key: 'usersCount', header: l.usersCount, width: 10 },
        { key: 'isDefault', header: l.defaultBadge, width: 12 },
      ],
      rows: rows.map((r) => ({
        roleName: r.roleName,
        displayName: displayName(r),
        roleDesc: roleDesc(r),
        usersCount: r.usersCount,
        isDefault: r.isDefault ? l.yes : l.no,
      })),
    });
  });

  serve(app, accountsApi.ExportMenus, async (request, reply) => {
    const locale = requestLocale(request);
    const { subtitle, pageLabel } = requestDocument(request);
    const text = translations[locale];
    const l = text.accessAdmin;
    const title = (menuTitle: string) =>
      DEFAULT_MENU_TITLES.has(menuTitle) ? ((text.menus as Record<string, string>)[menuTitle] ?? menuTitle) : menuTitle;
    const rows = await listMenus(app.db);
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'menus',
      title: l.menusExportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'sortOrder', header: l.sortOrder, width: 10 },
        { key: 'menuTitle', header: l.menuTitle, width: 26 },
        { key: 'url', header: l.url, width: 28 },
        { key: 'icon', header: l.icon, width: 22 },
        { key: 'isDefault', header: l.defaultBadge, width: 12 },
      ],
      rows: rows.map((m) => ({
        sortOrder: m.sortOrder,
        menuTitle: title(m.menuTitle),
        url: m.url,
        icon: (l.icons as Record<string, string>)[m.iconClass] ?? m.iconClass,
        isDefault: m.isDefault ? l.yes : l.no,
      })),
    });
  });
};
export default accessExport;
