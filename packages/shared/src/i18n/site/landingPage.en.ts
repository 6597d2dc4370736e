/**
 * The 'landingPage' namespace: the public landing page (sections, plan cards, contact form). The texts an
 * admin writes (headers, details, contact text) come from the site settings; these are the page's own
 * labels around them.
 */
export const landingPage = {
  title: 'Home',
  heroBadge: 'Online assessment platform',
  freePlanNote: 'Start with the free plan. No card required.',
  howItWorks: 'How it works',
  pricingTitle: 'Simple, transparent pricing',
  pricingSubtitle:
    'Pick the plan with the number of assessments you want to take. Renew or change it when you need to.',
  pricesInUsd: 'Prices in US dollars.',
  free: 'Free',
  perMonth: 'per month',
  perYear: 'per year',
  monthly: 'Monthly',
  yearly: 'Yearly',
  recommended: 'Most popular',
  assessments: 'Assessments',
  responsesAll: 'Responses across all assessments',
  responsesPer: 'Responses per assessment',
  subscribe: 'Subscribe',
  subscribeTo: 'Subscribe to {{title}}',
  registerEyebrow: 'Join today',
  registerTitle: 'Ready to get started?',
  registerButton: 'Create your account',
  seePlans: 'Compare plans',
  contactTitle: 'Get in touch',
  formTitle: 'Send us a message',
  name: 'Name',
  email: 'E-mail',
  message: 'Message',
  send: 'Send message',
  footerProduct: 'Product',
  footerAccount: 'Account',
  register: 'Register',
  createAccount: 'Create an account',
  backToTop: 'Back to top',
};

export type LandingPageText = typeof landingPage;
