// The three roles (spec 000 §2 Roles): plain data, without schemas, so that the web's first load (the
// drawer, the guards) brings neither zod nor the default menus (bench/web-exam.ts).
export const ROLE = { Admin: 1, Student: 2, SuperAdmin: 3 } as const;
export const ADMIN_ROLES: readonly number[] = [ROLE.Admin, ROLE.SuperAdmin];
export const isAdminRole = (roleId: number): boolean => ADMIN_ROLES.includes(roleId);
