import type { RolesText } from './roles.en.js';

export const roles: RolesText = {
  Admin: 'অ্যাডমিন',
  Candidate: 'প্রার্থী',
  'Super Admin': 'সুপার অ্যাডমিন',
};
