import type { CommonText } from './common.en.js';

export const common: CommonText = {
  appName: 'Assessly',
  loading: 'Cargando…',
  save: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  continue: 'Continuar',
  refresh: 'Actualizar',
  back: 'Atrás',
  yes: 'Sí',
  no: 'No',
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  fullName: 'Nombre completo',
  backOnline: 'Vuelves a estar en línea.',
  newVersion: 'Hay una nueva versión del sitio disponible.',
  planExpired: 'Tu plan de facturación ha caducado.',
  renew: 'Renovar',
  skipToContent: 'Saltar al contenido principal',
  or: 'o',
  newPassword: 'Nueva contraseña',
  changePasswordHint:
    'Elige una nueva contraseña de al menos 8 caracteres. Después del cambio volverás a iniciar sesión en todos tus dispositivos.',
  changePasswordSubmit: 'Cambiar contraseña',
};
