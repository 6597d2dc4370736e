/**
 * The 'mailLog' namespace (issue 20): the Mail log screen, the Email panel's test mail, the link to the
 * Email settings beside "Email settings not done yet".
 */
export const mailLog = {
  title: 'Mail log',
  intro:
    'Every mail of the site waits in this outbox until the mail server has taken it. A failed try is repeated after 1, 2, 4 … 60 minutes, {{max}} tries in all.',
  notReadyTitle: 'No mail server is set up yet',
  notReadyText:
    'Until the Email settings are done the site sends no mail: invitations, result mails and welcome mails are refused with "Email settings not done yet", and candidates who forget their password are asked to contact you. Mails already queued wait here and go out once the settings are complete.',
  openEmailSettings: 'Open the Email settings',
  openEmailSettingsNewTab: 'Open the Email settings (opens in a new tab)',
  readyPanel: 'Mail goes out through the mail server of the Email settings.',
  readyEnvironment:
    "Mail goes out through the mail server set in the server's environment (SMTP_HOST): the Email settings are empty.",
  privacyNote: 'Only admins see this log. Password-reset links are hidden here, and a sent mail is kept for 30 days.',
  filterLabel: 'Show',
  filterAll: 'All',
  filterQueued: 'Queued',
  filterSent: 'Sent',
  filterFailed: 'Failed',
  tableLabel: 'Mails of the outbox',
  empty: 'No mail yet. Invitations, result mails, welcome mails and password resets appear here.',
  emptyFiltered: 'No mail with this status.',
  colRecipient: 'Recipient',
  colSubject: 'Subject',
  colStatus: 'Status',
  colQueued: 'Queued at',
  colSent: 'Sent at',
  stateQueued: 'Queued',
  stateSending: 'Sending',
  stateRetrying: 'Will retry',
  stateSent: 'Sent',
  stateFailed: 'Failed',
  nextTry: 'Next try: {{date}}',
  tries: 'Tries: {{count}}',
  waitsForSettings: 'Waits for the Email settings',
  previewOf: 'Show the mail to {{email}}',
  retryOf: 'Send the mail to {{email}} again',
  refresh: 'Refresh',
  previewTitle: 'Mail preview',
  previewTo: 'To',
  previewSubject: 'Subject',
  previewFrameTitle: 'The mail as its recipient sees it',
  previewMasked: 'Password-reset links are hidden here: whoever has such a link can set the password.',
  previewBodyGone: 'The text of this mail was not kept.',
  // The Email panel's test mail
  testMailTitle: 'Send a test mail',
  testMailHint: "Sends one mail now with the saved settings and shows the mail server's answer.",
  testMailTo: 'Send to',
  testMailSend: 'Send a test mail',
  testMailSaveFirst: 'Save your changes first: the test uses the saved settings.',
  testMailSubject: 'Test mail from {{site}}',
  testMailHeader: 'Your mail settings work',
  testMailBody: '{{site}} sent this mail to check its Email settings. Nothing else needs to be done.',
  openMailLog: 'Open the mail log',
};

export type MailLogText = typeof mailLog;
