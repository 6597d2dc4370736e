import type { ErrorPagesText } from './errorPages.en.js';

export const errorPages: ErrorPagesText = {
  unauthorizedTitle: 'Token caducado',
  unauthorizedText: 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',
  forbiddenTitle: 'Acceso restringido',
  forbiddenText: 'No tienes acceso a esta sección.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que buscas no existe o se ha movido.',
  noInternetTitle: 'Conexión a Internet interrumpida',
  noInternetText: 'No podemos conectar con el servidor. Lo volveremos a comprobar cada 30 segundos.',
  goHome: 'Ir a la página de inicio',
  goSignIn: 'Ir a iniciar sesión',
  checking: 'Comprobando la conexión…',
  checkNow: 'Comprobar ahora',
};
