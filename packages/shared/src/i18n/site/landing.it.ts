import type { LandingText } from './landing.en.js';

export const landing: LandingText = {
  home: 'Home',
  pricing: 'Prezzi',
  features: 'Funzionalità',
  contact: 'Contatti',
  signIn: 'Accedi',
  getStarted: 'Inizia ora',
  heroFallbackTitle: 'Valutazioni online, in modo semplice',
  heroFallbackText: 'Pubblica quiz, sondaggi ed esami certificati. I candidati li svolgono direttamente nel browser.',
  learnMore: 'Scopri di più',
  featuresSubtitle: 'Tutto ciò che serve per svolgere le tue valutazioni online.',
  contactSubtitle: 'Domande su piani o funzionalità? Contattaci.',
  telephone: 'Telefono',
  email: 'E-mail',
  openMenu: 'Apri menu',
  closeMenu: 'Chiudi menu',
  mainNavigation: 'Navigazione principale',
  followUs: 'Seguici',
};
