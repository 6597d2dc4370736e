import { DEFAULT_AI_PROVIDER, DEFAULT_SITE_COLORS } from '@assessly/shared';
import type { EmailTextField, LandingField } from '@assessly/shared';

/** Site settings defaults of spec 000 §9. */
export const DEFAULT_SETTINGS = {
  siteSettingsId: 1,
  siteTitle: 'Assessly',
  welComeMessage: 'Hello there,Sign in to start your task!',
  copyRightText: '© Assessly',
  footerText: 'Assessly: online assessments, surveys and certified exams.',
  version: '1',
  logoPath: null,
  faviconPath: null,
  allowWelcomeEmail: 1,
  allowFaq: 1,
  endExam: 0,
  tabChangeEndExam: 0,
  logoOnExamPage: 1,
  paidRegistration: 1,
  registrationPrice: 0,
  currency: 'usd',
  currencySymbol: '$',
  stripePubKey: null,
  stripeSecretKey: null,
  defaultEmail: null,
  smtpPassword: null,
  host: null,
  port: 0,
  // The colours the web theme falls back to as well (written once in packages/shared); the primary colour
  // (issue 20) is the blue the theme always had, so existing sites look the same.
  ...DEFAULT_SITE_COLORS,
  aiProvider: DEFAULT_AI_PROVIDER,
  clientUrl: null,
} as const;

/**
 * The landing page as a new site shows it. It speaks to the people who sign up there: candidates who pick a
 * plan, register and take assessments (issue 20); organisations are invited through the contact text. The
 * other languages' versions are in defaultTextTranslations.ts.
 */
export const DEFAULT_LANDING: Record<LandingField, string> = {
  homeHeader1: 'Take your assessments online and earn your certificate',
  homeDetail1:
    'Choose a plan, create your account and take quizzes, surveys and certified exams in your browser, on a phone or a computer. Your results and certificates stay in your account.',
  homeHeader2: 'From sign-up to certificate in four steps',
  homeDetail2: 'Nothing to install: everything happens in your browser.',
  homePicture: '',
  homeBox1Header: 'Choose a plan',
  homeBox1Detail: 'Compare the plans and pick the one with as many assessments as you need.',
  homeBox2Header: 'Create your account',
  homeBox2Detail: 'Register with your e-mail in a minute and sign in from any device.',
  homeBox3Header: 'Take your assessments',
  homeBox3Detail: 'One question at a time with a clear timer; every answer is saved as you go.',
  homeBox4Header: 'Get your results',
  homeBox4Detail: 'See your marks as soon as they are ready and download your certificate when you pass.',
  feature1Header: 'Every assessment in one place',
  feature1Detail:
    'Your dashboard lists the assessments open to you, with their instructions, time and marks before you start.',
  feature1Picture: '',
  feature2Header: 'Fair, timed exams',
  feature2Detail:
    'The server keeps the time and saves each answer the moment you give it, so a dropped connection costs you nothing.',
  feature2Picture: '',
  feature3Header: 'Results you keep',
  feature3Detail:
    'Result sheets and certificates stay in your account as PDFs; anyone can check a certificate with its code.',
  feature3Picture: '',
  feature4Header: 'In your language',
  feature4Detail: 'Use the site in English, Spanish, Italian, Hindi or Bengali.',
  feature4Picture: '',
  registrationText: 'Create your account in a minute and take your first assessment today.',
  contactUsText: 'Questions about a plan or an exam? Want to run assessments for your school or company? Write to us.',
  contactUsTelephone: '+1 555 0100',
  contactUsEmail: 'hello@example.com',
  footerFacebook: '',
  footerTwitter: '',
  footerLinkedin: '',
  footerInstagram: '',
};

export const DEFAULT_EMAIL_TEXTS: Record<EmailTextField, string> = {
  forgetPasswordEmailSubject: 'Reset your password',
  forgetPasswordEmailHeader: 'Password reset',
  forgetPasswordEmailBody: 'We received a request to reset your password. The link below works once, for one hour.',
  welcomeEmailSubject: 'Welcome to Assessly',
  welcomeEmailHeader: 'Welcome!',
  welcomeEmailBody: 'Your account is ready. Sign in to see your live assessments.',
  invitationEmailSubject: 'You are invited to an assessment',
  invitationEmailHeader: 'Invitation',
  invitationEmailBody: 'You have been invited to take an assessment. Register with the link below to start.',
  reportEmailHeader: 'Your assessment result',
};
