import { z } from 'zod';
import { ID_MAX } from './common.js';

export const sidebarMenuItem = z.object({
  appMenuId: z.number(),
  menuTitle: z.string(),
  url: z.string(),
  iconClass: z.string(),
  orderNo: z.number(),
});
export type SidebarMenuItem = z.infer<typeof sidebarMenuItem>;
export const roleIdParams = z.object({ roleId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }) });
