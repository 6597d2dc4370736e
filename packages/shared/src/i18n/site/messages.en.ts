/**
 * The 'messages' keys of the site: the settings panels, the contact form and mail (issues 6 and 20).
 * `{{detail}}` is the mail server's own words (or the network error), shown untranslated.
 */
export const siteMessages = {
  contactMessageSent: 'Thank you! Your message was sent',
  emailQueued: 'The e-mail is queued and will be sent in a moment',
  numberRule: 'Enter a whole number greater than 0',
  currencyInvalid: 'Enter a three-letter currency code, for example usd',
  hostInvalid: 'Enter a host name, for example smtp.example.com',
  colorInvalid: 'Enter a colour as #RRGGBB',
  httpsLinkOnly: 'Enter a link that starts with https://',
  originInvalid: 'Enter the site address, for example https://exams.example.com',
  primaryColorContrast: 'White text on this colour is too hard to read (below 4.5:1). Choose a darker primary colour.',
  passwordResetMailUnavailable:
    "Password reset by e-mail is not available on this site yet; please contact the site's administrator",
  smtpConnectionFailed: 'Could not connect to the mail server: check the host and the port ({{detail}})',
  smtpHostNotFound: "The mail server's host name was not found: check the host ({{detail}})",
  smtpTimeout: 'The mail server did not answer in time: check the host, the port and any firewall ({{detail}})',
  smtpAuthFailed: 'The mail server refused the sender e-mail and password: check both ({{detail}})',
  smtpTlsFailed:
    'The secure connection to the mail server failed: port 465 uses SSL, ports 587 and 25 use STARTTLS ({{detail}})',
  smtpRecipientRefused: "The mail server refused the recipient's address ({{detail}})",
  smtpRejected: 'The mail server refused the mail ({{detail}})',
  mailNotRetryable: 'Only a mail that failed or waits for its next try can be sent again',
  testMailSent: 'A test mail was sent to {{email}}. Look in that inbox (and its spam folder).',
  mailRetryQueued: 'The mail is queued again and will be sent in a moment',
};

export type SiteMessagesText = typeof siteMessages;
