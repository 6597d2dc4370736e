import type { RolesText } from './roles.en.js';

export const roles: RolesText = {
  Admin: 'Amministratore',
  Candidate: 'Candidato',
  'Super Admin': 'Super amministratore',
};
