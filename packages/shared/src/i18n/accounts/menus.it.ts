import type { MenusText } from './menus.en.js';

export const menus: MenusText = {
  Dashboard: 'Pannello di controllo',
  Assessments: 'Valutazioni',
  Questions: 'Domande',
  Category: 'Categoria',
  'Examine & Reports': 'Correzione e report',
  Reports: 'Report',
  Analytics: 'Analisi',
  'Certificate Template': 'Modello di certificato',
  Users: 'Utenti',
  Roles: 'Ruoli',
  Menus: 'Menu',
  Plans: 'Piani',
  Payments: 'Pagamenti',
  'App Settings': "Impostazioni dell'app",
  FAQ: 'Domande frequenti',
  Contacts: 'Contatti',
  'Mail Log': 'Registro della posta',
};
