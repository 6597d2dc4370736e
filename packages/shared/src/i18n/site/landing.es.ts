import type { LandingText } from './landing.en.js';

export const landing: LandingText = {
  home: 'Inicio',
  pricing: 'Precios',
  features: 'Funciones',
  contact: 'Contacto',
  signIn: 'Iniciar sesión',
  getStarted: 'Empezar',
  heroFallbackTitle: 'Evaluaciones en línea, de forma sencilla',
  heroFallbackText:
    'Publica cuestionarios, encuestas y exámenes certificados. Los candidatos los realizan en el navegador.',
  learnMore: 'Más información',
  featuresSubtitle: 'Todo lo que necesitas para hacer tus evaluaciones en línea.',
  contactSubtitle: '¿Preguntas sobre planes o funciones? Escríbenos.',
  telephone: 'Teléfono',
  email: 'Correo electrónico',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNavigation: 'Navegación principal',
  followUs: 'Síguenos',
};
