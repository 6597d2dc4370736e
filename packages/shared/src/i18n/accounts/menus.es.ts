import type { MenusText } from './menus.en.js';

export const menus: MenusText = {
  Dashboard: 'Panel',
  Assessments: 'Evaluaciones',
  Questions: 'Preguntas',
  Category: 'Categoría',
  'Examine & Reports': 'Corrección e informes',
  Reports: 'Informes',
  Analytics: 'Analíticas',
  'Certificate Template': 'Plantilla de certificado',
  Users: 'Usuarios',
  Roles: 'Roles',
  Menus: 'Menús',
  Plans: 'Planes',
  Payments: 'Pagos',
  'App Settings': 'Configuración de la aplicación',
  FAQ: 'Preguntas frecuentes',
  Contacts: 'Contactos',
  'Mail Log': 'Registro de correo',
};
