import type { RolesText } from './roles.en.js';

export const roles: RolesText = {
  Admin: 'Administrador',
  Candidate: 'Candidato',
  'Super Admin': 'Superadministrador',
};
