/**
 * What the recurring runner did while the customer was away, told as retailers tell it: an email
 * (the sandbox mailbox) and a card in the notifications feed that links to the page about it.
 */
import type { DataLayer } from '../db';

export interface CustomerNotice {
  subject: string;
  text: string;
  title: string;
  message: string;
  link: string;
  linkText: string;
}

export async function tellCustomer(
  data: Pick<DataLayer, 'customers' | 'mailbox' | 'contentCards'>,
  /** The site's public address: the email's link is whole, the card's stays in the app. */
  siteOrigin: string,
  customerId: number,
  notice: CustomerNotice,
): Promise<void> {
  const customer = await data.customers.overview(customerId);
  if (customer)
    await data.mailbox.send(
      customer.email,
      notice.subject,
      `${notice.text}\n\n${notice.linkText}: ${siteOrigin}${notice.link}`,
    );
  await data.contentCards.add({
    customerId,
    title: notice.title,
    message: notice.message,
    link: notice.link,
    linkText: notice.linkText,
  });
}
