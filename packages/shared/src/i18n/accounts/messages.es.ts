import type { AccountsMessagesText } from './messages.en.js';

export const accountsMessages: AccountsMessagesText = {
  roleInUse: 'Este rol lo tienen {{count}} usuarios y no se puede eliminar',
  cannotDeleteOwnAccount: 'No puedes eliminar tu propia cuenta',
  lastAdminNotDeletable: 'No se puede eliminar el último administrador del sitio',
  menuUrlInvalid: 'Escribe una ruta de la aplicación que empiece por /, por ejemplo /quiz/topics',
  menuIconInvalid: 'Elige uno de los iconos ofrecidos',
  unknownMenu: 'Uno de los menús elegidos ya no existe; recarga e inténtalo de nuevo',
  uploadPathInvalid: 'Elige una imagen subida a este sitio',
};
