/**
 * Every personal query key starts with the customer's key, so one call forgets (or refetches)
 * everything of one customer, and nothing personal can be read under another's id.
 */
export const customerKey = (customerId: string) => ['customer', customerId] as const;
