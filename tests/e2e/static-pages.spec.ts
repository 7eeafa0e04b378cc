import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';

const c = en.contact;

/** The page's French root: every help page is marked lang="fr". */
const frenchRoot = (page: Page) => page.locator('[lang="fr"][data-testid="info-page"]');

async function expectTitleAndDescription(page: Page, title: string, description: RegExp) {
  await expect(page).toHaveTitle(`${title} | Nabta`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
}

test.describe('the French help pages', () => {
  test('About tells what the shop does', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'À Propos de Nabta' })).toBeVisible();
    await expect(frenchRoot(page)).toBeVisible();
    // The E2E server identifies with the embedded matcher alone: the pages promise the shop's plants, no species count.
    await expectTitleAndDescription(page, 'À Propos', /l'identification gratuite de ses plantes/);
    for (const heading of ['Notre histoire', 'Notre mission', 'Ce que nous proposons', 'Nos valeurs']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/nous la comparons aux plantes de notre boutique/)).toBeVisible();
    await expect(page.getByText(/10\s000 espèces/)).toHaveCount(0);
  });

  test('Shipping shows the four steps, the prices and delays by zone, and free shipping', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Informations Livraison' }).click();
    await expect(page).toHaveURL('/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Informations Livraison' })).toBeVisible();
    await expectTitleAndDescription(page, 'Informations Livraison', /Algérie/);
    await expect(frenchRoot(page)).toBeVisible();

    const steps = page.getByRole('region', { name: 'Comment se passe la livraison ?' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['1. Commande confirmée', '2. Préparation', '3. Expédition avec numéro de suivi', '4. Livraison']);

    await expect(page.getByTestId('zone-algiers')).toContainText(/Alger.*300,00\sDA.*24–48\sh/);
    await expect(page.getByTestId('zone-far-south')).toContainText(/Grand Sud.*800,00 – 1\s000,00\sDA.*5–8\sjours/);
    await expect(page.getByTestId('free-shipping')).toContainText(/Livraison gratuite partout\s*Dès 5\s000,00\sDA/);
    await expect(page.getByText(/Les plantes vivantes sont expédiées du dimanche au mercredi uniquement/)).toBeVisible();
  });

  test('Returns shows the windows, the refund delays and the survival guarantee', async ({ page }) => {
    await page.goto('/returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de Retour' })).toBeVisible();
    await expectTitleAndDescription(page, 'Politique de Retour', /7 jours pour les plantes vivantes/);
    await expect(page.getByTestId('return-live-plants')).toContainText('Plantes vivantes7 jours');
    await expect(page.getByTestId('return-seeds-bulbs')).toContainText('Graines et bulbes30 jours');
    await expect(page.getByTestId('return-accessories')).toContainText('Accessoires14 jours');
    await expect(page.getByTestId('refund-card')).toContainText(/5\sà 7\sjours ouvrés/);
    await expect(page.getByTestId('refund-transfer')).toContainText(/2\sà 3\sjours ouvrés/);
    await expect(page.getByRole('heading', { level: 2, name: 'Garantie de survie de 7 jours' })).toBeVisible();
  });

  test('FAQ: four categories, and the accordion works with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await expectTitleAndDescription(page, 'FAQ', /Questions fréquentes/);
    for (const category of ['Identification des plantes', 'Boutique et commandes', 'Entretien des plantes', 'Compte et sécurité']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }

    const free = page.getByRole('button', { name: "L'identification est-elle gratuite ?" });
    const first = page.getByRole('button', { name: "Comment fonctionne l'identification d'une plante ?" });
    const answer = page.getByText(/entièrement gratuite\. Elle compare votre photo aux plantes de notre boutique/);
    await expect(answer).toBeHidden();
    // Closed, an answer is hidden until found: the browser's find-in-page can reveal it.
    await expect(page.locator(`[id="${await free.getAttribute('aria-controls')}"]`)).toHaveAttribute('hidden', 'until-found');

    // Tab from the last category link reaches the first question.
    await page.getByRole('navigation', { name: 'Catégories de questions' }).getByRole('link', { name: 'Compte et sécurité' }).focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();

    // Arrow keys move between questions; Enter opens and closes.
    await page.keyboard.press('ArrowDown');
    await expect(free).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(free).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(free).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    // End and Home reach the category's last and first questions; ↓ from the last wraps to the first.
    const last = page.locator('[data-slot=accordion]').first().getByRole('button').last();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    // Find-in-page found text in a closed answer (the browser reveals it and fires beforematch): its question opens.
    const returns = page.getByRole('button', { name: 'Quels moyens de paiement acceptez-vous ?' });
    await page.locator(`[id="${await returns.getAttribute('aria-controls')}"]`).dispatchEvent('beforematch');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/sa page donne nos coordonnées bancaires/)).toBeVisible();
    await returns.click();
    await expect(returns).toHaveAttribute('aria-expanded', 'false');

    // The shop facts are in the answers.
    await page.getByRole('button', { name: 'Quels moyens de paiement acceptez-vous ?' }).click();
    await expect(page.getByText(/sa page donne nos coordonnées bancaires/)).toBeVisible();
    await expect(page.getByText(/Paiement à la livraison/)).toBeVisible();
    await page.getByRole('button', { name: 'Combien coûte la livraison ?' }).click();
    await expect(page.getByText(/La livraison est gratuite partout en Algérie dès 5\s000,00\sDA/)).toBeVisible();
  });

  test("Guide d'Entretien: the four tabs work with the keyboard", async ({ page }) => {
    await page.goto('/plant-care');
    await expect(page.getByRole('heading', { level: 1, name: "Guide d'Entretien" })).toBeVisible();
    await expectTitleAndDescription(page, "Guide d'Entretien", /Hauts Plateaux et le Sahara/);
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(page.getByRole('tab')).toHaveText(['Saisons', 'Types de Plantes', 'Problèmes Courants', 'Spécial Algérie']);
    await expect(tab('Saisons')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Printemps' })).toBeVisible();

    await tab('Saisons').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Types de Plantes')).toBeFocused();
    await expect(tab('Types de Plantes')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Succulentes et cactus' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Printemps' })).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab('Problèmes Courants')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Feuilles jaunes et molles' })).toBeVisible();

    await page.keyboard.press('End');
    await expect(tab('Spécial Algérie')).toHaveAttribute('aria-selected', 'true');
    for (const region of ['Littoral et Tell', 'Hauts Plateaux', 'Sahara']) {
      await expect(page.getByRole('heading', { level: 3, name: region })).toBeVisible();
    }

    await page.keyboard.press('ArrowRight'); // wraps around
    await expect(tab('Saisons')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Spécial Algérie')).toBeFocused();

    // Tab leaves the tab list for the open panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Spécial Algérie' })).toBeFocused();
  });
});

test('contact: the French messages, then "Message envoyé !", and the message reaches the admin inbox', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expectTitleAndDescription(page, c.title, /Contactez Nabta/);
  await expect(frenchRoot(page)).toBeVisible();

  // Side cards: e-mail, Algérie, opening hours, response times; no phone while settings have none.
  await expect(page.getByTestId('contact-email')).toContainText('contact@nabta.dz');
  await expect(page.getByTestId('contact-location')).toContainText('LocalisationAlgérie');
  await expect(page.getByTestId('contact-hours')).toContainText(/Dimanche – Jeudi\s*9h – 18h\s*Vendredi\s*14h – 18h\s*Samedi\s*Fermé/);
  await expect(page.getByTestId('contact-response')).toContainText(/Commandes\s*4\sh\s*Identification\s*24\sh\s*Questions générales\s*48\sh/);
  await expect(page.getByTestId('contact-phone')).toHaveCount(0);
  await expect(page.getByLabel(c.message, { exact: true })).toHaveAttribute('rows', '5');

  // Each French validation message.
  const send = page.getByRole('button', { name: c.send });
  await send.click();
  for (const message of [c.nameMin, c.emailInvalid, c.subjectMin, c.messageMin]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel(c.name, { exact: true }).fill('A');
  await page.getByLabel(c.email, { exact: true }).fill('pas-un-email');
  await page.getByLabel(c.subject, { exact: true }).fill('ab');
  await page.getByLabel(c.message, { exact: true }).fill('Trop court');
  await expect(page.getByText(c.subjectMin, { exact: true })).toBeVisible();

  const subject = `Olivier pour Oran ${Date.now()}`;
  await page.getByLabel(c.name, { exact: true }).fill('Karim Haddad');
  await page.getByLabel(c.email, { exact: true }).fill('karim.haddad@example.dz');
  await page.getByLabel(c.subject, { exact: true }).fill(subject);
  await page.getByLabel(c.message, { exact: true }).fill('Bonjour, livrez-vous un olivier de deux mètres à Oran ?');
  for (const message of [c.nameMin, c.emailInvalid, c.subjectMin, c.messageMin]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  await send.click();

  await expect(page.getByRole('heading', { name: c.sent })).toBeVisible();
  await expect(page.getByRole('heading', { name: c.sent })).toBeFocused();
  await page.getByRole('button', { name: c.sendAnother }).click();
  await expect(page.getByLabel(c.subject, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(c.message, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(c.name, { exact: true })).toBeFocused();

  // The message is stored: the admin reads it through the inbox API.
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const inbox = await page.request.get('/api/admin/contact-messages?page=1&pageSize=10');
  expect(inbox.status()).toBe(200);
  const body = (await inbox.json()) as { items: { subject: string; email: string; name: string; read: boolean }[] };
  expect(body.items[0]).toMatchObject({ subject, email: 'karim.haddad@example.dz', name: 'Karim Haddad', read: false });
});

test.describe('the Arabic help pages (lang=ar cookie)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  });

  /** Latin words allowed in the Arabic pages: file formats, an order number, the shop's e-mail address. */
  const ALLOWED_LATIN = /JPEG|PNG|WebP|#1A2B3C4D|[\w.+-]+@[\w.-]+/g;

  const PAGES = [
    { path: '/about', h1: 'من نحن', title: 'من نحن' },
    { path: '/faq', h1: 'الأسئلة الشائعة', title: 'الأسئلة الشائعة' },
    { path: '/plant-care', h1: 'دليل العناية', title: 'دليل العناية' },
    { path: '/shipping', h1: 'معلومات التوصيل', title: 'معلومات التوصيل' },
    { path: '/returns', h1: 'سياسة الإرجاع', title: 'سياسة الإرجاع' },
    { path: '/contact', h1: 'اتصل بنا', title: 'اتصل بنا' },
  ];

  for (const { path, h1, title } of PAGES) {
    test(`${path} is in Arabic, right to left, with no Latin word but codes`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      const root = page.locator('[lang="ar"][data-testid="info-page"]');
      await expect(root).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0600-\u06ff]/);
      const text = (await root.innerText()).replace(ALLOWED_LATIN, '');
      expect(text.match(/[A-Za-zÀ-ÿ]{2,}/g), `Latin words on ${path}`).toBeNull();
    });
  }

  test('Shipping quotes the prices and delays in Arabic format', async ({ page }) => {
    await page.goto('/shipping');
    await expect(page.getByTestId('zone-algiers')).toContainText(/الجزائر العاصمة.*300,00\sدج.*24–48\sساعة/);
    await expect(page.getByTestId('zone-far-south')).toContainText(/الجنوب الكبير.*800,00 – 1\s000,00\sدج.*5–8\sأيام/);
    await expect(page.getByTestId('free-shipping')).toContainText(/ابتداءً من 5\s000,00\sدج/);
    // The live rates by wilaya, with the Arabic names of wilayas.ts.
    await page.getByText('سعر ولايتك').click();
    await expect(page.getByTestId('wilaya-rate-31')).toContainText(/31 وهران\s*400,00\sدج/);
  });

  test('FAQ: the accordion opens and closes', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'هل التعرف على النباتات مجاني؟' });
    const answer = page.getByText(/التعرف مجاني تمامًا\. نقارن صورتك بنباتات متجرنا/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test('Care guide: the tabs switch panels', async ({ page }) => {
    await page.goto('/plant-care');
    await expect(page.getByRole('tab')).toHaveText(['المواسم', 'أنواع النباتات', 'المشاكل الشائعة', 'خاص بالجزائر']);
    await page.getByRole('tab', { name: 'خاص بالجزائر' }).click();
    for (const region of ['الساحل والتل', 'الهضاب العليا', 'الصحراء']) {
      await expect(page.getByRole('heading', { level: 3, name: region })).toBeVisible();
    }
  });
});

test.describe('the shipping rates on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const lang of ['fr', 'ar'] as const) {
    test(`${lang}: each zone reads as a card, no column squeezed, and the wilaya list finds a wilaya by name`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/shipping');
      const zone = page.getByTestId('zone-far-south');
      await expect(zone).toBeVisible();
      // The page never scrolls sideways, and every cell of a zone is at least a third of the card wide
      // (a table squeezed into 360 px left 1–3 letters a line in the examples column).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const zoneWidth = (await zone.boundingBox())!.width;
      for (const cell of await zone.locator('td').all()) expect((await cell.boundingBox())!.width).toBeGreaterThan(zoneWidth / 4);
      const examples = zone.locator('td').first();
      expect((await examples.boundingBox())!.width).toBeGreaterThan(zoneWidth * 0.8);

      await page.getByText(lang === 'ar' ? 'سعر ولايتك' : 'Tarif de votre wilaya').click();
      const search = page.getByTestId('wilaya-rate-search');
      await search.fill(lang === 'ar' ? 'وهران' : 'oran');
      await expect(page.locator('[data-testid^="wilaya-rate-"]:not(input)')).toHaveCount(1);
      await expect(page.getByTestId('wilaya-rate-31')).toContainText(lang === 'ar' ? /وهران\s*400,00\sدج/ : /Oran.*400,00\sDA/);
      await search.fill('zzz');
      await expect(page.getByText(lang === 'ar' ? 'لا توجد ولاية مطابقة.' : 'Aucune wilaya ne correspond.')).toBeVisible();
    });
  }
});
