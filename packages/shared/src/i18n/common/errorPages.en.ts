/** The 'errorPages' namespace: Token Expired, No Access, Page not found and No Internet. */
export const errorPages = {
  unauthorizedTitle: 'Token Expired',
  unauthorizedText: 'Your session has ended. Please sign in again.',
  forbiddenTitle: 'Entry Restricted',
  forbiddenText: 'You have no access here.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  noInternetTitle: 'Internet Disruption',
  noInternetText: 'We cannot reach the server. We will check again every 30 seconds.',
  goHome: 'Go to the home page',
  goSignIn: 'Go to sign in',
  checking: 'Checking the connection…',
  checkNow: 'Check now',
};

export type ErrorPagesText = typeof errorPages;
