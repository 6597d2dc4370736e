/** The 'common' namespace: words every screen uses (buttons, form labels, the connection and version notices). */
export const common = {
  appName: 'Assessly',
  loading: 'Loading…',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  continue: 'Continue',
  refresh: 'Refresh',
  back: 'Back',
  yes: 'Yes',
  no: 'No',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  fullName: 'Full name',
  backOnline: 'You are back online.',
  newVersion: 'A new version of the site is available.',
  planExpired: 'Your billing plan has expired.',
  renew: 'Renew',
  skipToContent: 'Skip to main content',
  or: 'or',
  newPassword: 'New password',
  changePasswordHint:
    'Choose a new password of at least 8 characters. After the change you will sign in again on every device.',
  changePasswordSubmit: 'Change password',
};

export type CommonText = typeof common;
