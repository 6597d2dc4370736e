/** The 'profile' namespace: the Profile screen. */
export const profile = {
  title: 'Profile',
  intro: 'Your name, picture and contact details as the site shows them.',
  picture: 'Profile picture',
  uploadPicture: 'Upload picture',
  changePicture: 'Change picture',
  removePicture: 'Remove picture',
  pictureHint: 'PNG, JPEG, GIF or WebP, at most {{max}} MB.',
  pictureReady: 'New picture ready. Save to keep it.',
  uploading: 'Uploading… {{percent}}%',
  uploadFailed: 'The picture could not be uploaded. Check your connection and try again.',
  details: 'Your details',
  fullName: 'Full name',
  email: 'E-mail',
  emailHintCandidate: 'Only an administrator can change your e-mail address.',
  emailHintDemo: 'The e-mail of a demo account can not be changed.',
  mobile: 'Mobile',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  save: 'Save changes',
  security: 'Password',
  securityHint: 'Change your password on its own page. You will sign in again afterwards.',
  changePassword: 'Change password',
  loadFailed: 'Your profile could not be loaded.',
  retry: 'Try again',
};

export type ProfileText = typeof profile;
