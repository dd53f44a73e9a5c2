/** The shop's money: whole cents on the server, dollars with their currency on the wire and in its texts. */
export const CURRENCY = 'AUD';

export const money = (cents: number) => ({ amount: cents / 100, currency: CURRENCY });

/** An amount as the customer reads it in a message: $1,234.50. */
export const moneyText = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
