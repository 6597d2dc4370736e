/** The 'roles' namespace: the default roles' display names (DEFAULT_ROLES) in the reader's language. */
export const roles = {
  Admin: 'Admin',
  Candidate: 'Candidate',
  'Super Admin': 'Super Admin',
};

export type RolesText = typeof roles;
