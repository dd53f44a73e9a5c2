/**
 * The contact form on /about/contact-us (issue 36): the form rules' messages on bad input, what was
 * typed kept, one message for a double press, the acknowledgement in the page and in the mailbox.
 */
import { expect, signIn, test } from './support/fixtures';

test('the contact form names what is wrong, sends once, and acknowledges the message', async ({
  page,
  request,
  sandbox,
}) => {
  await page.goto('/about/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(form.getByText('This field is required')).toHaveCount(3);

  await form.getByLabel('Your name').fill('Dana Reader');
  await form.getByLabel('Email').fill('dana@example');
  await form.getByLabel('Message').fill('My Powerball ticket for draw 1581 is not in my account.');
  await send.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('This field is required')).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue(/draw 1581/);

  await form.getByLabel('Email').fill('dana@example.test');
  await send.dblclick();
  const acknowledgement = page.getByRole('status').filter({ hasText: 'Thanks, we will be in touch soon.' });
  await expect(acknowledgement).toContainText(
    /Your reference is \d+\. We have emailed an acknowledgement to dana@example\.test\./,
  );
  const reference = /Your reference is (\d+)/.exec((await acknowledgement.textContent()) ?? '')?.[1];

  const kept = (await (await request.get('/api/sandbox/contact-messages')).json()) as {
    result: { id: number; email: string; message: string }[];
  };
  expect(kept.result.filter((message) => message.email === 'dana@example.test')).toEqual([
    expect.objectContaining({ id: Number(reference), message: expect.stringContaining('draw 1581') }),
  ]);
  const mail = await sandbox.mailbox('dana@example.test');
  expect(mail.map((entry) => entry.subject)).toEqual([`We have your message (reference ${reference})`]);
});

test('a signed-in customer finds the contact form filled in with who they are', async ({ page }) => {
  await signIn(page, 'demo@luckydip.test');
  await page.goto('/about/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await expect(form.getByLabel('Email')).toHaveValue('demo@luckydip.test');
  await expect(form.getByLabel('Your name')).not.toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});
