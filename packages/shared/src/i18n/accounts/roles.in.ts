import type { RolesText } from './roles.en.js';

export const roles: RolesText = {
  Admin: 'व्यवस्थापक',
  Candidate: 'उम्मीदवार',
  'Super Admin': 'सुपर व्यवस्थापक',
};
