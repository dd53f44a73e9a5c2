/**
 * The purchase confirmation a customer is emailed for every checkout (issue 41), as retailers send
 * one within minutes: each order with its draws and what was paid, the promotion, how it was paid,
 * and the link to the receipt. It is a receipt, so it goes whatever the communication preferences
 * say (those are for everything else).
 */
import type { Receipt } from '@contract/schemas/shop';
import type { Email } from '../db/mailbox';
import { moneyText } from '../money';
import { sydneyDateTime, sydneyLongDate } from './sydney-time';

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const cents = (money: { amount: number }) => Math.round(money.amount * 100);

function orderLines(order: Receipt['orders'][number]): string {
  const draws = order.draws.map((draw) => `${draw.drawNo} (${sydneyLongDate(unix(draw.drawDate))})`);
  return [
    `Order ${order.id}: ${order.description}`,
    ...(draws.length > 0 ? [`${draws.length === 1 ? 'Draw' : 'Draws'} ${draws.join(', ')}`] : []),
    `Paid ${moneyText(cents(order.paid))}`,
  ].join('\n');
}

/** A partner purchase's email: its receipt on the partner's pages, and a link to buy there again. */
export interface PartnerLinks {
  partnerName: string;
  receiptPath: string;
  buyAgainUrl: string;
}

export function purchaseEmail(
  receipt: Receipt,
  customer: { email: string; firstname: string },
  siteOrigin: string,
  partner?: PartnerLinks,
): Email {
  const payments = [
    ...(receipt.promotionCode
      ? [`Promotion code ${receipt.promotionCode}: −${moneyText(cents(receipt.discount))}`]
      : []),
    `Paid from your wallet: ${moneyText(cents(receipt.total))}`,
    ...receipt.deposits.map(
      (deposit) => `Added to your wallet from ${deposit.description}: ${moneyText(cents(deposit.amount))}`,
    ),
    ...receipt.scheduledPurchases.map(
      (preOrder) =>
        `Pre-ordered: ${preOrder.description}, draw ${preOrder.drawNo}, ${moneyText(cents(preOrder.amount))} paid when its draw opens`,
    ),
  ];
  return {
    to: customer.email,
    subject: `Your Lucky Dip purchase, receipt ${receipt.checkoutId}`,
    text: [
      `Hi ${customer.firstname},`,
      `Thanks for your purchase on ${sydneyDateTime(unix(receipt.createdAt))}.`,
      ...receipt.orders.map(orderLines),
      payments.join('\n'),
      `Your receipt: ${siteOrigin}${partner?.receiptPath ?? `/receipt/${receipt.checkoutId}`}`,
      ...(partner
        ? [
            `Buy again through ${partner.partnerName}, signed in by this link (once, within a week): ${partner.buyAgainUrl}`,
          ]
        : []),
      'Good luck!',
    ].join('\n\n'),
  };
}
