/** The 'messages' keys of accounts: roles, users, menus and the profile picture (issue 6). */
export const accountsMessages = {
  roleInUse: 'This role is held by {{count}} users and can not be deleted',
  cannotDeleteOwnAccount: 'You can not delete your own account',
  lastAdminNotDeletable: 'The last admin of the site can not be deleted',
  menuUrlInvalid: 'Enter an app path that starts with /, for example /quiz/topics',
  menuIconInvalid: 'Choose one of the offered icons',
  unknownMenu: 'One of the chosen menus does not exist any more; reload and try again',
  uploadPathInvalid: 'Choose a picture uploaded to this site',
};

export type AccountsMessagesText = typeof accountsMessages;
