/**
 * The wallet (spec 3 §3, §7): payment methods and the customer's funds (cards, bank accounts,
 * PayPal), deposits with 3-D Secure and deposit purchases, withdrawals, the transaction ledger,
 * and spend, deposit and precommitment limits. Amounts in request bodies are dollars, as typed.
 */
import { z } from 'zod';
import * as walletEndpoints from '../endpoints/wallet';
import { SPEND_PERIODS } from '../spend-limits';
import {
  BANK_ACCOUNT_TYPES,
  CHALLENGE_WINDOW_SIZES,
  PAYMENT_METHOD_CODES,
  WITHDRAWAL_METHOD_CODES,
  RECURRING_PURCHASE_METHOD_KEYS,
  cardHolderProblem,
} from '../wallet-rules';
import { lineText, moneySchema, pagingQuery, password, requiredText } from './fields';
import { routesOf } from './routes';
import { TRANSACTIONS_PAGE_SIZE } from '../paging';

export {
  PAYMENT_METHOD_CODES,
  WITHDRAWAL_METHOD_CODES,
  type PaymentMethodCode,
  type WithdrawalMethodCode,
} from '../wallet-rules';
export const CARD_GATEWAYS = ['braintree', 'eway', 'opayo', 'paystream', 'stripe'] as const;
export type CardGateway = (typeof CARD_GATEWAYS)[number];
export const PAYMENT_BRANDS = ['AMEX', 'APPLE_PAY', 'GOOGLE_PAY', 'MASTERCARD', 'PAYPAL', 'VISA'] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];
export const FUND_VERIFICATIONS = [
  'Failed Verification',
  'Pending Verification',
  'Unverified',
  'Verified',
] as const;
export { BANK_ACCOUNT_TYPES, type BankAccountType } from '../wallet-rules';
export const DEPOSIT_PURCHASE_TYPES = ['ad_hoc', 'checkout', 'membership', 'partner_purchase'] as const;
export type DepositPurchaseType = (typeof DEPOSIT_PURCHASE_TYPES)[number];

/** A saved way to pay in or out: a card, a bank account or a PayPal account. */
export const fundSchema = z.object({
  id: z.number().int(),
  default: z.boolean(),
  kind: z.enum(['cc', 'bank', 'paypal']),
  /** The payment method it pays with ('cc', 'pl') or, a bank account, the withdrawal method 'tt'. */
  methodCode: z.string(),
  type: z.string(),
  /** "VISA ending 4242", "BSB 062-000 account ending 6789". */
  description: z.string(),
  brand: z.enum(PAYMENT_BRANDS).nullable(),
  gateway: z.enum(CARD_GATEWAYS).nullable(),
  expiry: z.string().nullable(),
  holderName: z.string().nullable(),
  verification: z.enum(FUND_VERIFICATIONS),
  /** False for a card added for one payment only: it is forgotten once that deposit ends. */
  saved: z.boolean(),
});
export type Fund = z.infer<typeof fundSchema>;

export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  funds: z.array(fundSchema),
  availableGateways: z.array(z.enum(CARD_GATEWAYS)),
  /** Where the method can be used, and how an offline method (BPAY, direct deposit) is paid. */
  attributes: z.object({
    cart: z.boolean(),
    withdraw: z.boolean(),
    digitalWallet: z.boolean(),
    instructions: z.string().nullable(),
  }),
  rules: z.object({
    enabled: z.boolean(),
    minAmount: z.number(),
    maxAmount: z.number(),
    gatewayRules: z.array(
      z.object({ gateway: z.enum(CARD_GATEWAYS), cscRequired: z.array(z.enum(PAYMENT_BRANDS)) }),
    ),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const cardGatewaysSchema = z.object({
  availableCardGateways: z.array(z.enum(CARD_GATEWAYS)),
  /** The gateway's hosted card form, which the app frames: card details are typed there, never in the app. */
  hostedFormUrl: z.string().nullable(),
  /** The PayPal page where the customer approves Lucky Dip; it sends them back with a one-time token. */
  paypalApprovalUrl: z.string().nullable(),
  /**
   * With Stripe: the key its script (Stripe.js) is loaded with, to show Stripe's card fields. Null
   * where the sandbox plays Stripe, whose card fields are its hosted form above.
   */
  stripePublishableKey: z.string().nullable(),
});
export type CardGateways = z.infer<typeof cardGatewaysSchema>;

/** POST /funds/stripe/setup: the setup intent's client secret. */
export const stripeSetupSchema = z.object({ clientSecret: z.string() });
export type StripeSetup = z.infer<typeof stripeSetupSchema>;

/** POST /funds/{method}/{gateway}: a card from the gateway's one-time token, never its number. */
export const addCardInputSchema = z.object({
  gatewayToken: z.string().min(8).max(128),
  holderName: z.string().superRefine((value, ctx) => {
    const problem = cardHolderProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  makeDefault: z.boolean().default(false),
  /** "Save this card for next time" (issue 38, point 5); without it the card pays one deposit. */
  saveCard: z.boolean().default(true),
});

/** POST /funds/pl/{gateway}: a PayPal account, from the token its approval page returned. */
export const addPaypalInputSchema = z.object({
  gatewayToken: z.string().min(8).max(128),
  makeDefault: z.boolean().default(false),
});

/** POST /funds/bank-account (v3.8). */
export const bankAccountInputSchema = z.object({
  code: lineText(20),
  accountNumber: requiredText(64),
  accountName: requiredText(100),
  type: z.enum(BANK_ACCOUNT_TYPES),
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

/** The browser's facts the issuer's 3-D Secure server weighs (EMV 3DS browser data). */
export const browserDataSchema = z.object({
  colorDepth: z.number().int(),
  screenHeight: z.number().int(),
  screenWidth: z.number().int(),
  javaEnabled: z.boolean(),
  language: z.string().max(35),
  timeZoneOffset: z.number().int(),
  userAgent: z.string().max(2048),
  challengeWindowSize: z.enum(CHALLENGE_WINDOW_SIZES),
});
export type BrowserData = z.infer<typeof browserDataSchema>;

/** The body of a deposit (spec 3 §3): the same for a deposit alone and a deposit purchase. */
export const depositInputSchema = z.object({
  amount: z.number().positive().multipleOf(0.01),
  checkout: z.boolean().default(false),
  customerFundId: z.number().int().nullable().default(null),
  depositMethodCode: z.enum(PAYMENT_METHOD_CODES),
  strongCustomerAuthentication: z.object({ browser: browserDataSchema }).nullable().default(null),
  deviceData: z.string().max(4096).default(''),
  csc: z
    .string()
    .regex(/^\d{3,4}$/)
    .optional(),
  metadata: z.record(z.string(), z.string().max(200)).default({}),
  purchaseType: z.enum(DEPOSIT_PURCHASE_TYPES).default('ad_hoc'),
});
export type DepositInput = z.input<typeof depositInputSchema>;
/** A deposit's fields as the app sends them to be opened for a purchase (the server works out the amount). */
export type DepositFields = Omit<DepositInput, 'purchaseType' | 'amount'>;

/** POST /cart/deposit_purchase (v3.3). */
export const depositPurchaseInputSchema = z.object({
  deposit: depositInputSchema,
  purchase: z.object({ cartReference: z.string().min(1) }),
});

export const DEPOSIT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What the app does next for a pending deposit: the hidden 3-D Secure method frame, or the challenge. */
export const nextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('method'), url: z.string() }),
  z.object({ type: z.literal('challenge'), url: z.string(), windowSize: z.enum(CHALLENGE_WINDOW_SIZES) }),
  z.object({ type: z.literal('redirect'), url: z.string() }),
]);
export type NextAction = z.infer<typeof nextActionSchema>;

export const depositSchema = z.object({
  id: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: moneySchema,
  methodCode: z.string(),
  fundDescription: z.string().nullable(),
  purchaseType: z.enum(DEPOSIT_PURCHASE_TYPES),
  nextAction: nextActionSchema.nullable(),
  /** Why it failed, in the issuer's words. */
  message: z.string().nullable(),
  /** Where a payment provider's page sends the customer (PayPal's approval). */
  redirectUrl: z.string().nullable(),
  balance: moneySchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /funds/{depositId}/deposit/authenticate: after the 3-D Secure method, done or timed out. */
export const authenticateInputSchema = z.object({ methodCompleted: z.boolean() });

/** The answer to a deposit purchase: the deposit (none when the wallet covered it) and the purchase, once made. */
export const depositPurchaseSchema = z.object({
  deposit: depositSchema.nullable(),
  checkout: z
    .object({ checkoutId: z.string(), scheduledPurchases: z.array(z.object({ encodedId: z.string() })) })
    .nullable(),
  membershipProgramsUpdated: z.boolean(),
});
export type DepositPurchase = z.infer<typeof depositPurchaseSchema>;

export const withdrawableFundsSchema = z.object({ amount: z.number(), currency: z.string() });
export type WithdrawableFunds = z.infer<typeof withdrawableFundsSchema>;

/** POST {funds}/{id}/withdraw (v3.1): the password again before money leaves. */
export const withdrawInputSchema = z.object({
  amount: z.number().positive().multipleOf(0.01),
  password,
  bankType: z.enum(BANK_ACCOUNT_TYPES).optional(),
  withdrawalMethodCode: z.enum(WITHDRAWAL_METHOD_CODES),
});

export type WithdrawInput = z.input<typeof withdrawInputSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'paid']),
  amount: moneySchema,
  withdrawalMethodCode: z.enum(WITHDRAWAL_METHOD_CODES),
  fundDescription: z.string(),
  balance: moneySchema,
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'purchase', 'prize', 'membership'] as const;
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSACTION_KINDS),
  description: z.string(),
  amount: moneySchema,
  balanceAfter: moneySchema,
  createdAt: z.string(),
  /** The deposit, withdrawal or receipt it belongs to. */
  reference: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const LIMIT_KINDS = ['spend', 'deposit'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A limit as it stands, and the higher one (or its end) waiting for its cooling-off to pass. */
export const customerLimitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(SPEND_PERIODS),
  limit: moneySchema,
  pending: z.object({ limit: moneySchema.nullable(), from: z.string() }).nullable(),
  status: z.object({ amountSpent: moneySchema, limit: moneySchema, remaining: moneySchema }),
});
export type CustomerLimit = z.infer<typeof customerLimitSchema>;

export const spendLimitsSchema = z.object({
  availablePeriods: z.array(z.enum(SPEND_PERIODS)),
  customerLimits: z.array(customerLimitSchema),
  systemLimits: z.array(
    z.object({ period: z.enum(SPEND_PERIODS), limit: moneySchema, remaining: moneySchema }),
  ),
  precommitment: z
    .object({
      limit: moneySchema,
      pending: z.object({ limit: moneySchema.nullable(), from: z.string() }).nullable(),
    })
    .nullable(),
  coolingOffDays: z.number().int(),
  /** What purchases charged in each of the last 30 days, oldest first (each day ends at `day`). */
  spendHistory: z.array(z.object({ day: z.string(), spent: moneySchema })),
});
export type SpendLimits = z.infer<typeof spendLimitsSchema>;

/** PUT /spend-limits/{period} (a new limit) and POST /spend-limits/{period} (a change). */
export const limitInputSchema = z.object({
  kind: z.enum(LIMIT_KINDS).default('spend'),
  period: z.enum(SPEND_PERIODS),
  limit: z.coerce.number().positive().multipleOf(0.01),
});

/** POST /precommitment. */
export const precommitmentInputSchema = z.object({ limit: z.coerce.number().positive().multipleOf(0.01) });

/** GET and POST /customer/recurring-purchase-method: the ways open to the customer, and their pick. */
export const recurringPurchaseMethodsSchema = z.object({
  availableRecurringPurchaseMethods: z.array(
    z.object({ key: z.enum(RECURRING_PURCHASE_METHOD_KEYS), name: z.string(), description: z.string() }),
  ),
  selectedRecurringPurchaseMethodKey: z.enum(RECURRING_PURCHASE_METHOD_KEYS),
});
export type RecurringPurchaseMethods = z.infer<typeof recurringPurchaseMethodsSchema>;

/** POST /customer/recurring-purchase-method?recurring_purchase_method={key}. */
export const recurringPurchaseMethodQuerySchema = z.object({
  recurringPurchaseMethod: z.enum(RECURRING_PURCHASE_METHOD_KEYS),
});

const fundParams = z.object({ fundId: z.coerce.number().int().positive() });
const depositParams = z.object({ depositId: z.string().regex(/^dep_[\w-]{8,64}$/) });
const methodParams = z.object({
  method: z.string().regex(/^[a-z]{2}$/),
  gateway: z.string().regex(/^[a-z]{2,20}$/),
});
const limitBody = { params: z.object({ period: z.enum(SPEND_PERIODS) }), body: limitInputSchema };

export const walletRoutes = routesOf(walletEndpoints, {
  paymentMethods: {
    query: z.object({
      filter: z.union([z.string().max(500), z.array(z.string().max(500)).max(10)]).default(''),
    }),
    answer: z.array(paymentMethodSchema),
  },
  cardGateways: { answer: cardGatewaysSchema },
  stripeSetup: { answer: stripeSetupSchema },
  addBankAccount: { body: bankAccountInputSchema, answer: fundSchema },
  deposit: { params: depositParams, answer: depositSchema },
  authenticateDeposit: { params: depositParams, body: authenticateInputSchema, answer: depositSchema },
  cancelDeposit: { params: depositParams, answer: depositSchema },
  fund: { params: fundParams, answer: fundSchema },
  makeDefault: { params: fundParams, answer: z.null() },
  deleteFund: { params: fundParams, answer: z.null() },
  depositToFund: { params: fundParams, body: depositInputSchema, answer: depositSchema },
  depositByMethod: { params: methodParams, body: depositInputSchema, answer: depositSchema },
  addPaypal: { body: addPaypalInputSchema, answer: fundSchema },
  addCard: { params: methodParams, body: addCardInputSchema, answer: fundSchema },
  depositPurchase: { body: depositPurchaseInputSchema, answer: depositPurchaseSchema },
  withdrawable: { answer: moneySchema },
  withdraw: { params: fundParams, body: withdrawInputSchema, answer: withdrawalSchema },
  withdrawal: {
    params: z.object({ withdrawalId: z.string().regex(/^wd_[\w-]{8,64}$/) }),
    answer: withdrawalSchema,
  },
  transactions: { query: pagingQuery(TRANSACTIONS_PAGE_SIZE), answer: z.array(walletTransactionSchema) },
  limits: { answer: spendLimitsSchema },
  setLimit: { ...limitBody, answer: spendLimitsSchema },
  changeLimit: { ...limitBody, answer: spendLimitsSchema },
  removeLimit: { params: z.object({ id: z.coerce.number().int().positive() }), answer: spendLimitsSchema },
  setPrecommitment: { body: precommitmentInputSchema, answer: spendLimitsSchema },
  removePrecommitment: { answer: spendLimitsSchema },
  recurringMethod: { answer: recurringPurchaseMethodsSchema },
  chooseRecurringMethod: {
    query: recurringPurchaseMethodQuerySchema,
    answer: recurringPurchaseMethodsSchema,
  },
});
