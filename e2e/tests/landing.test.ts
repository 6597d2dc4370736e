/**
 * The public landing page (spec 000 §2 Landing, issue 6): sections and anchors, plan cards with the demo
 * plans, the top bar and its drawer below 850 px, the contact form's rules and its message reaching the
 * admin's contacts list, Subscribe for free and paid plans, and the page without any plan.
 * Screenshots: e2e/screenshots/landing-*.png (375, 1280 and 1440 px, English and Spanish).
 */
import { DEMO_ACCOUNTS, type BillingPlan, type PublicSettings } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { expectFocusRings } from './lookSteps';

const en = translations.en;
const es = translations.es;
const SECTIONS = ['home', 'pricing', 'features', 'register', 'contact'] as const;

async function openLanding(page: Page, baseUrl: string, width = 1280, lang?: 'es' | 'in') {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
  if (lang) {
    await page.goto(`${baseUrl}/`);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
  }
  await page.goto(`${baseUrl}/`);
  await page.locator('#home h1').waitFor();
}

async function plans(baseUrl: string): Promise<BillingPlan[]> {
  const response = await fetch(`${baseUrl}/api/Settings/GetPlanList`);
  return (await response.json()) as BillingPlan[];
}

/** Waits until the section's top sits just below the sticky top bar (its scroll-margin-top), after smooth scrolling. */
async function expectSectionInView(page: Page, id: string) {
  const inView = (x: string) => {
    const top = document.getElementById(x)!.getBoundingClientRect().top;
    return top >= -2 && top < 100;
  };
  const reached = await page
    .waitForFunction(inView, id, { timeout: 5_000, polling: 100 })
    .then(() => true)
    .catch(() => false);
  const top = await page.evaluate((x) => document.getElementById(x)!.getBoundingClientRect().top, id);
  expect(reached, `#${id} scrolled into view (its top is at ${top})`).toBe(true);
}

async function noHorizontalScroll(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

describe('landing page', () => {
  const env = useE2eEnvironment();

  it('shows every section, the demo plans and working top bar links at 1280 px', async () => {
    const { page, baseUrl } = env;
    const demoPlans = await plans(baseUrl);
    expect(demoPlans.map((p) => p.title)).toEqual(['Free', 'Professional', 'Enterprise']);
    await openLanding(page, baseUrl);
    await page.getByTestId('plan-list').waitFor();

    for (const id of SECTIONS) expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    // Headings never skip a level (h1 → h2 → h3).
    const levels = await page.$$eval('h1, h2, h3, h4, h5, h6', (hs) => hs.map((h) => Number(h.tagName[1])));
    levels.reduce((prev, level) => {
      expect(level - prev).toBeLessThanOrEqual(1);
      return level;
    });
    for (let n = 1; n <= 4; n++) {
      await page.getByTestId(`info-box-${n}`).waitFor();
      await page.getByTestId(`feature-${n}`).waitFor();
      // No feature picture in the demo settings: the built-in illustration stands in.
      await page.getByTestId(`feature-illustration-${n}`).waitFor();
    }
    await page.getByTestId('hero-illustration').waitFor();
    // Social links only when set: the demo settings have none.
    expect(await page.locator('[data-testid^="social-"]').count()).toBe(0);
    // The skip link is the first stop of the keyboard and leads into <main>.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.common.skipToContent);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.getByTestId('contact-channel-phone').getAttribute('href')).toBe('tel:+15550100');
    expect(await page.getByTestId('contact-channel-email').getAttribute('href')).toBe('mailto:hello@example.com');

    // Plan cards: every demo plan with its numbers; the middle plan is the recommended one.
    const [free, pro, enterprise] = demoPlans as [BillingPlan, BillingPlan, BillingPlan];
    expect(await page.getByTestId(`plan-price-${free.billingPlanId}`).innerText()).toBe(en.landingPage.free);
    expect(await page.getByTestId(`plan-price-${pro.billingPlanId}`).innerText()).toBe('$19');
    expect(await page.getByTestId(`plan-price-${enterprise.billingPlanId}`).innerText()).toBe('$199');
    expect(await page.getByTestId(`plan-interval-${enterprise.billingPlanId}`).innerText()).toBe(en.landingPage.yearly);
    expect(await page.getByTestId(`plan-assessments-${enterprise.billingPlanId}`).innerText()).toBe('500');
    expect(await page.getByTestId(`plan-responsesAll-${enterprise.billingPlanId}`).innerText()).toBe('50,000');
    expect(await page.getByTestId(`plan-responsesPer-${enterprise.billingPlanId}`).innerText()).toBe('5,000');
    expect(await page.getByTestId(`plan-responsesAll-${pro.billingPlanId}`).innerText()).toBe('1,000');
    const proCard = page.getByTestId(`plan-card-${pro.billingPlanId}`);
    expect(await proCard.getAttribute('data-recommended')).toBe('true');
    expect(await proCard.innerText()).toContain(pro.additionalText!);
    expect(await page.locator('[data-recommended="true"]').count()).toBe(1);

    // The top bar's links scroll to their sections.
    expect(await page.getByTestId('landing-menu-button').count()).toBe(0);
    for (const id of ['pricing', 'features', 'contact', 'home'] as const) {
      await page.getByTestId(`landing-nav-${id}`).click();
      await page.waitForURL((url) => url.hash === `#${id}`);
      await expectSectionInView(page, id);
    }

    // A paid plan without payment settings: the long "Payment settings not done yet" message.
    await page.getByTestId(`plan-subscribe-${pro.billingPlanId}`).click();
    await page.getByText(en.messages.paymentSettingsNotDoneYet).waitFor();
    expect(page.url()).toBe(`${baseUrl}/#home`);

    await noHorizontalScroll(page);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'landing-1280-en');
    await page.setViewportSize({ width: 1440, height: 900 });
    await noHorizontalScroll(page);
    await screenshot(page, 'landing-1440-en');
  });

  it('replaces the links with a working drawer at 375 px, without horizontal scroll, in English and Spanish', async () => {
    const { page, baseUrl } = env;
    await openLanding(page, baseUrl, 375);
    await page.getByTestId('plan-list').waitFor();
    expect(await page.getByTestId('landing-nav').count()).toBe(0);
    expect(await page.getByTestId('landing-signin').count()).toBe(0);
    await noHorizontalScroll(page);

    await page.getByTestId('landing-menu-button').click();
    const drawer = page.getByTestId('landing-drawer');
    await drawer.waitFor();
    const entries = (await drawer.getByRole('navigation').getByRole('link').allInnerTexts()).map((s) => s.trim());
    expect(entries).toEqual([en.landing.home, en.landing.pricing, en.landing.features, en.landing.contact]);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'landing-375-en-drawer');
    await page.getByTestId('landing-drawer-features').click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.hash === '#features');
    await expectSectionInView(page, 'features');

    await page.getByTestId('landing-menu-button').click();
    await page.getByTestId('landing-drawer-signin').click();
    await page.waitForURL((url) => url.pathname === '/signIn');

    await openLanding(page, baseUrl, 375);
    await page.getByTestId('plan-list').waitFor();
    await noHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'landing-375-en');

    await openLanding(page, baseUrl, 375, 'es');
    await page.getByTestId('plan-list').waitFor();
    expect(await page.locator('#pricing h2').innerText()).toBe(es.landingPage.pricingTitle);
    await noHorizontalScroll(page);
    await expectNoRawTranslationKeys(page);
    await screenshot(page, 'landing-375-es');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'landing-1280-es');
    await page.setViewportSize({ width: 1440, height: 900 });
    await noHorizontalScroll(page);
    await screenshot(page, 'landing-1440-es');
  });

  it('speaks to the candidates who register, in their language, in the primary colour, with focus rings', async () => {
    const { page, baseUrl } = env;
    const site = (await (await fetch(`${baseUrl}/api/Settings/GetSiteSettings`)).json()) as PublicSettings;
    await openLanding(page, baseUrl);
    await page.getByTestId('plan-list').waitFor();
    // The built-in copy is written for candidates choosing a plan (issue 20), not for organisations.
    expect(await page.locator('#home h1').innerText()).toBe(site.landing.homeHeader1);
    expect(site.landing.homeHeader1).toMatch(/take your assessments/i);
    expect(await page.getByTestId('info-box-1').innerText()).toContain(site.landing.homeBox1Header);
    expect(site.landing.homeBox1Header).toBe('Choose a plan');
    // Buttons and accents in the site's primary colour (the blue of before, by default).
    const background = await page.getByTestId('get-started').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(21, 101, 192)');
    expect(await page.getByTestId('landing-footer-text').innerText()).toBe(site.footerText);
    expect(await expectFocusRings(page, 12)).toBeGreaterThanOrEqual(8);

    // Spanish and Hindi visitors read the landing texts and the footer text in their language.
    for (const [lang, tag] of [
      ['es', 'es'],
      ['in', 'hi'],
    ] as const) {
      await openLanding(page, baseUrl, 375, lang);
      await page.getByTestId('plan-list').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
      expect(await page.locator('#home h1').innerText()).toBe(site.translations[lang]!.homeHeader1);
      expect(await page.getByTestId('info-box-1').innerText()).toContain(site.translations[lang]!.homeBox1Header!);
      expect(await page.getByTestId('landing-footer-text').innerText()).toBe(site.translations[lang]!.footerText);
      await noHorizontalScroll(page);
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `landing-375-${lang}-candidates`);
    }
  });

  it('free plan Subscribe opens the registration with the plan chosen; Register on SignIn comes back to #pricing', async () => {
    const { page, baseUrl } = env;
    const [free] = await plans(baseUrl);
    await openLanding(page, baseUrl);
    await page.getByTestId(`plan-subscribe-${free!.billingPlanId}`).click();
    await page.waitForURL((url) => url.pathname === '/signIn');
    await inputByTestId(page, 'register-name').waitFor();
    await page.getByText(en.signIn.planChosen).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('chosenBillingPlanId'))).toBe(String(free!.billingPlanId));

    // SignIn's "Register" lands on the landing page's pricing, to choose a plan (spec 000 §2, issue 20).
    await page.getByTestId('back-to-signin').click();
    await page.getByTestId('register-pricing').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('plan-list').waitFor();
    await expectSectionInView(page, 'pricing');
  });

  it('contact form: every rule as the visitor types, sent and cleared, rate-limited, then in the admin contacts', async () => {
    const { page, baseUrl } = env;
    await openLanding(page, baseUrl);
    await page.getByTestId('landing-nav-contact').click();
    const name = inputByTestId(page, 'contact-name');
    const email = inputByTestId(page, 'contact-email');
    const message = page.locator('textarea[data-testid="contact-message"]');
    const submit = page.getByTestId('contact-submit');
    const form = page.getByTestId('contact-form');
    expect(await submit.isDisabled()).toBe(true);

    const shows = async (text: string) => {
      await form.getByText(text, { exact: true }).waitFor();
      expect(await submit.isDisabled()).toBe(true);
    };
    await name.fill('Ann');
    await shows(en.messages.min6Character);
    await name.fill('');
    await shows(en.messages.nameEmpty);
    await email.fill('not-an-address');
    await shows(en.messages.wrongEmail);
    await email.fill('');
    await shows(en.messages.emailEmpty);
    await message.fill('Short');
    await shows(en.messages.min10Character);
    await message.fill('');
    await shows(en.messages.messageEmpty);
    await screenshot(page, 'landing-contact-errors');

    const sender = 'prospect@example.org';
    const text = `Do you offer a discount for schools? (${Date.now()})`;
    await name.fill('Ada Lovelace');
    await email.fill(sender);
    await message.fill(text);
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="contact-submit"]') as HTMLButtonElement).disabled,
    );
    await submit.click();
    await page.getByTestId('notice').getByText(en.messages.contactMessageSent).waitFor();
    await page.getByTestId('contact-sent').waitFor();
    expect([await name.inputValue(), await email.inputValue(), await message.inputValue()]).toEqual(['', '', '']);
    expect(await submit.isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'landing-contact-sent');

    // Two more from the same address reach the per-address limit; the next one is refused with 429.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/api/Settings/CreateContacts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Ada Lovelace', email: sender, message: `Follow-up number ${i + 1}` }),
      });
      expect(response.status).toBe(200);
    }
    await name.fill('Ada Lovelace');
    await email.fill(sender);
    await message.fill('One more question about the plans.');
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="contact-submit"]') as HTMLButtonElement).disabled,
    );
    await submit.click();
    const tooMany = en.messages.tooManyRequests.split('{{')[0]!.trim();
    await page.getByTestId('notice').getByText(tooMany).waitFor();
    expect(await message.inputValue()).toBe('One more question about the plans.');

    // The admin finds the message on /settings/contacts.
    await signIn(page, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '/settings/contacts');
    await page.getByText(text).first().waitFor();
    expect(await page.getByText(sender).count()).toBeGreaterThan(0);
  });

  it('hides pricing everywhere when no plan exists; shows the pictures and social links that are set', async () => {
    const { page, baseUrl, server } = env;
    const db = new Database(server.databasePath);
    try {
      // Users keep their plan cycles: the deletion only has to hide the plans from the public list.
      db.pragma('foreign_keys = OFF');
      db.prepare('DELETE FROM billing_plan').run();
      const { landingJson } = db.prepare('SELECT landingJson FROM site_settings').get() as { landingJson: string };
      const landing = {
        ...(JSON.parse(landingJson) as Record<string, string>),
        homePicture: '/favicon.svg',
        feature1Picture: '/favicon.svg',
        footerLinkedin: 'https://www.linkedin.com/company/example',
      };
      db.prepare('UPDATE site_settings SET landingJson = ?').run(JSON.stringify(landing));
    } finally {
      db.close();
    }
    expect(await plans(baseUrl)).toEqual([]);
    await openLanding(page, baseUrl);
    await page.locator('section#features').waitFor();
    expect(await page.locator('#pricing').count()).toBe(0);
    expect(await page.getByTestId('landing-nav-pricing').count()).toBe(0);
    expect(await page.getByTestId('landing-footer').getByText(en.landing.pricing, { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('get-started').getAttribute('href')).toBe('/signIn');
    for (const id of ['home', 'features', 'register', 'contact']) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    // Pictures from the settings replace the built-in ones, with their box reserved (width and height);
    // below the fold they load lazily.
    const hero = page.getByTestId('hero-picture');
    expect(await hero.getAttribute('src')).toBe('/favicon.svg');
    expect([await hero.getAttribute('width'), await hero.getAttribute('height')]).toEqual(['1120', '840']);
    const feature = page.getByTestId('feature-picture-1');
    expect(await feature.getAttribute('loading')).toBe('lazy');
    expect(await feature.getAttribute('width')).toBeTruthy();
    expect(await page.getByTestId('feature-illustration-1').count()).toBe(0);
    await page.getByTestId('feature-illustration-2').waitFor();
    expect(await page.locator('[data-testid^="social-"]').count()).toBe(1);
    expect(await page.getByTestId('social-footerLinkedin').getAttribute('href')).toBe(
      'https://www.linkedin.com/company/example',
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('landing-menu-button').click();
    const entries = await page.getByTestId('landing-drawer').getByRole('navigation').getByRole('link').allInnerTexts();
    expect(entries.map((s) => s.trim())).toEqual([en.landing.home, en.landing.features, en.landing.contact]);
    await page.keyboard.press('Escape');
    await noHorizontalScroll(page);
    await screenshot(page, 'landing-375-no-plans');
  });
});
