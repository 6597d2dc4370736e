/** The 'landing' namespace: the public home page's navigation and the texts it shows when the settings give none. */
export const landing = {
  home: 'Home',
  pricing: 'Pricing',
  features: 'Features',
  contact: 'Contact',
  signIn: 'Sign in',
  getStarted: 'Get started',
  heroFallbackTitle: 'Online assessments made simple',
  heroFallbackText: 'Publish quizzes, surveys and certified exams. Candidates take them in the browser.',
  learnMore: 'Learn more',
  featuresSubtitle: 'Everything you need to take your assessments online.',
  contactSubtitle: 'Questions about plans or features? Get in touch.',
  telephone: 'Telephone',
  email: 'E-mail',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  followUs: 'Follow us',
};

export type LandingText = typeof landing;
