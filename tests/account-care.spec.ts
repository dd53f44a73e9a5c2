import { expect, expectPagesExist, logIn, NEW_PASSWORD, signIn, test } from './support/fixtures';

const DIALOG = 'Move your account to the new Lucky Dip';

test('an eligible customer is asked to migrate, the move succeeds after polling, and the dialog does not come back', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'migrate@luckydip.test');
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const migrate = dialog.getByRole('button', { name: 'Migrate my account' });
  await expect(migrate).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  const calls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/migration/migrate')) calls.push(response.status());
  });
  await migrate.click();
  await expect(dialog.getByRole('status')).toContainText('Moving your account');
  // The move is done at the second status check: the migrate call and two checks, 3 s apart.
  await expect(dialog.getByText('Your account has moved')).toBeVisible({ timeout: 15_000 });
  expect(calls).toEqual([202, 202, 200]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});

test('a migration the old system refuses shows the failure view, and retry tries again', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'migratefail@luckydip.test');
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Migrate my account' }).click();
  const failure = dialog.getByRole('alert').filter({ hasText: 'Your account was not moved' });
  await expect(failure).toContainText('We could not move your account this time', { timeout: 15_000 });
  await expect(dialog.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('status')).toContainText('Moving your account');
  await expect(failure).toBeVisible({ timeout: 15_000 });
  // Escape closes it, and the answer is remembered for 7 days.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const dismissal = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'migrate_account_modal_dismissal',
  );
  expect(dismissal?.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * 86_400);
});

test('the feedback widget sends a rating with a comment, and the server stores it', async ({
  page,
  request,
  server,
  expectAccessible,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us how we are doing' });
  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Not good' }).check();
  await dialog.getByLabel('Anything you would like to tell us?').fill('The results page could load faster.');
  const email = dialog.getByRole('textbox', { name: 'Your email, if you would like an answer' });
  await email.fill('visitor@example');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(send).toBeDisabled();
  await email.fill('visitor@example.com');
  await expectAccessible(page);
  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(/Thank you for your feedback/);
  const stored = (await (await request.get(`${server.url}/api/sandbox/feedback`)).json()) as {
    result: { rating: string; comment: string; email: string; source: string; client_information: object }[];
  };
  expect(stored.result[0]).toMatchObject({
    rating: 'not_satisfied',
    comment: 'The results page could load faster.',
    email: 'visitor@example.com',
    source: '/about',
    client_information: { name: 'Web', build: 'release', locale: 'en-AU' },
  });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  // Opened again, it starts afresh.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' }).click();
  await expect(dialog.getByRole('radio', { name: 'Not good' })).not.toBeChecked();
  await expect(dialog.getByLabel('Anything you would like to tell us?')).toHaveValue('');
});

test('a customer opts in on their preferences page, unsubscribes from the emailed link, and no other id opens with it', async ({
  page,
  browser,
  request,
  server,
  sandbox,
  newCustomer,
  expectAccessible,
}) => {
  await logIn(page, newCustomer, NEW_PASSWORD);
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('link', { name: 'Communication preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communication preferences' })).toBeVisible();
  const offers = page.getByRole('checkbox', { name: /Send me offers, news and draw reminders/ });
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeDisabled();
  await offers.check();
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your communication preferences have been saved.')).toBeVisible();

  await request.post(`${server.url}/api/sandbox/newsletter`, { data: { product_offer_key: 'powerball' } });
  const [mail] = await sandbox.mailbox(newCustomer);
  expect(mail?.subject).toBe("Powerball: this week's draw");
  const link = /(\/unsubscribe\/(\d+)\/powerball\?token=[\w-]+)/.exec(mail?.text ?? '');
  expect(link).not.toBeNull();
  const [, unsubscribePath = '', customerId = ''] = link ?? [];

  // Opened from the email, signed out: the link alone is enough.
  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    const emailed = await visitor.newPage();
    await emailed.goto(unsubscribePath);
    await expect(emailed.getByText('Stop emails about Powerball?')).toBeVisible();
    await emailed.getByRole('checkbox', { name: 'I receive too many emails' }).check();
    await expectAccessible(emailed);
    await emailed.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(emailed.getByRole('status')).toContainText('You will get no more emails about Powerball');

    // The same token on another customer's id opens nothing, and changes nothing.
    const otherId = String(Number(customerId) - 1);
    await emailed.goto(unsubscribePath.replace(`/unsubscribe/${customerId}/`, `/unsubscribe/${otherId}/`));
    await emailed.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(emailed.getByText(/This link is no longer valid/)).toBeVisible();
    await emailed.goto(
      `/communication-preferences/${otherId}${unsubscribePath.slice(unsubscribePath.indexOf('?'))}`,
    );
    await expect(emailed.getByRole('alert')).toContainText('This link is no longer valid');
    await expect(emailed.getByRole('button', { name: 'Save preferences' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
  // Powerball's emails stop; the others still come.
  await request.post(`${server.url}/api/sandbox/newsletter`, { data: { product_offer_key: 'powerball' } });
  await request.post(`${server.url}/api/sandbox/newsletter`, { data: {} });
  // Newest first, down to the welcome the account opened with.
  expect((await sandbox.mailbox(newCustomer)).map((entry) => entry.subject)).toEqual([
    'This week at Lucky Dip',
    "Powerball: this week's draw",
    'Welcome to Lucky Dip',
  ]);
});

test('a customer chooses favourite numbers, and the ticket builder offers them', async ({
  page,
  newCustomer,
  expectAccessible,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/powerball');
  await page.getByRole('link', { name: 'Choose your favourite numbers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite numbers' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Favourite numbers' });
  for (const number of ['7', '14', '21'])
    await grid.getByRole('gridcell', { name: number, exact: true }).click();
  await expect(page.getByText('Your favourites: 7, 14, 21')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save favourites' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your favourite numbers are saved.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your favourites: 7, 14, 21')).toBeVisible();

  await page.goto('/powerball');
  await page.getByRole('checkbox', { name: 'Use my favourite numbers' }).check();
  const numbers = page.getByRole('grid', { name: 'Game 1: Numbers' });
  for (const number of ['7', '14', '21'])
    await expect(numbers.getByRole('gridcell', { name: number, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
});

test('a customer the automatic check missed is sent from withdrawing to verify, is refused a file that is not a photo, then verifies with ConnectID', async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, 'verify@luckydip.test');
  // Money leaves only for a verified customer: the withdraw page sends them to verify first.
  await page.goto('/my-account/withdraw');
  await expect(page.getByText('Verify your identity before you withdraw')).toBeVisible();
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your account', level: 1 })).toBeVisible();
  await expect(page.getByText('We could not match your details last time.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Upload a photo of your ID' }).click();
  await expect(page.getByRole('heading', { name: 'Verify with a photo of your ID' })).toBeVisible();
  // A PDF renamed to .jpg, claiming to be a JPEG: the server reads its bytes and refuses it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Photo of your ID' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  });
  await page.getByRole('button', { name: 'Send my ID' }).click();
  await expect(
    page.getByText('That file is not a photo. Upload a JPEG, PNG, WebP or HEIC photo of your ID.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/my-account/verify-account');
  await page.getByRole('button', { name: 'Verify with ConnectID' }).click();
  await expect(page.getByRole('heading', { name: 'ConnectID (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Share my details' }).click();
  await expect(page).toHaveURL(/\/account-verification\?state=/);
  await expect(page.getByText('Thanks, your identity is verified.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/my-account/verify-account');
  await expect(page.getByText('Your identity is verified')).toBeVisible();
});

test('the bell counts new cards but not those hidden from the feed, and opening the feed clears it', async ({
  page,
  request,
  server,
  newCustomer,
  expectAccessible,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  // Everyone's card, and one hidden from the feed (the seeded pair), then one of the customer's own.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  await request.post(`${server.url}/api/sandbox/content-cards`, {
    data: {
      email: newCustomer,
      title: 'Your ticket won',
      message: 'A prize is in your wallet.',
      link: '/my-account',
    },
  });
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 2 new');
  await bell.click();
  const feed = page.getByRole('dialog', { name: 'Notifications' });
  await expect(feed.getByRole('listitem')).toHaveCount(2);
  await expect(feed.getByText('Your ticket won')).toBeVisible();
  await expect(feed.getByText('Your tickets, even offline')).toBeVisible();
  await expect(feed.getByText('Summer of giving')).toHaveCount(0);
  await expectAccessible(page);
  await expect(bell).toHaveAccessibleName('Notifications');
  await feed.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('every page in the account drawer exists', async ({ page, newCustomer }) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.getByRole('button', { name: /^Account/ }).click();
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer.getByRole('link', { name: 'Log out' })).toBeVisible();
  const hrefs = await drawer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  await expectPagesExist(
    page,
    hrefs.filter((path) => path !== '/logout'),
  );
});

test('an account opened with a name and email is held on the upgrade page until its details are complete', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'upgrade@luckydip.test');
  await expect(page).toHaveURL(/\/my-account\/upgrade-account$/);
  await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();
  await page.goto('/my-account/upcoming-tickets');
  await expect(page).toHaveURL(/\/my-account\/upgrade-account$/);
  await page.getByRole('button', { name: 'Upgrade my account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Date of birth/).fill('1990-05-20');
  await page.getByLabel(/^Mobile number/).fill('0412 555 111');
  await page.getByLabel(/^Street address/).fill('12 Upgrade Lane');
  await page.getByLabel(/^Suburb/).fill('Brisbane');
  await page.getByLabel(/^Postcode/).fill('4000');
  await page.getByRole('button', { name: 'Upgrade my account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await page.goto('/my-account/upcoming-tickets');
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets$/);
});

test("the address email's link confirms the address without signing in", async ({
  page,
  request,
  server,
  sandbox,
  newCustomer,
  expectAccessible,
}) => {
  await request.post(`${server.url}/api/sandbox/address-reminder`, { data: { email: newCustomer } });
  const mail = (await sandbox.mailbox(newCustomer)).find((m) => m.subject === 'Is this still your address?');
  const path = /(\/my-account\/confirm-address\/[\w.-]+)/.exec(mail?.text ?? '')?.[1];
  expect(path).toBeDefined();
  await page.goto(path ?? '');
  await expect(page.getByText('Thanks, your address is confirmed.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/my-account/confirm-address/1.forged');
  await expect(page.getByText('This link is no longer valid. Log in to confirm your address.')).toBeVisible();
});
