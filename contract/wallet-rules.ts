/**
 * The wallet's rules (spec 3 §3, §5, §8, §9; spec 1 §9), one copy for the PWA's forms and the
 * reference API: amount messages and checks, the card holder rule, the 3-D Secure challenge window
 * sizes, and the deposit texts the app shows.
 */
import { REQUIRED, oneLineProblem } from './form-rules';

export const AMOUNT_FORMAT = 'Amount must follow format e.g: 1.50';
export const NUMBERS_ONLY = 'Please enter numbers only';
export const amountTooSmall = (amount: string) =>
  `Please enter an amount equal to or greater than ${amount}.`;
export const amountTooLarge = (amount: string) => `Please enter an amount equal to or less than ${amount}.`;
export const CARD_HOLDER_NAME = "Please enter the card holder's name.";
export const DEPOSIT_FAILED =
  "We're experiencing technical difficulties. Please reload the page to try again.";
export const WITHDRAWABLE_FAILED =
  'Sorry, there was an unexpected error while fetching your prize funds. Please try again later, or contact support.';
export const DEPOSIT_LIMIT_UPDATED = 'Your deposit limit has been updated.';
export const SPEND_LIMIT_UPDATED = 'Your spend limit has been updated.';

/** Spec 3 §5: the least a deposit or withdrawal may be when a method sets no minimum. */
export const DEFAULT_MIN_AMOUNT = 0.01;

const twoDecimals = (value: number) => value.toFixed(2);

/**
 * The amount rules of spec 3 §5, in their order: required, numbers only, at most two decimals,
 * then the method's minimum and maximum (dollars). A message, or undefined when the amount is fine.
 */
export function amountProblem(
  typed: string,
  { min = DEFAULT_MIN_AMOUNT, max }: { min?: number; max?: number } = {},
): string | undefined {
  const value = typed.trim();
  if (value === '') return REQUIRED;
  if (!/^[\d.]+$/.test(value)) return NUMBERS_ONLY;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return AMOUNT_FORMAT;
  const amount = Number(value);
  if (amount < min) return amountTooSmall(twoDecimals(min));
  if (max !== undefined && amount > max) return amountTooLarge(twoDecimals(max));
  return undefined;
}

/** A card holder's name that holds 13 or more digits is most likely a card number typed in the wrong box. */
export const cardHolderProblem = (name: string): string | undefined => {
  if (name.trim() === '') return REQUIRED;
  if ((name.match(/\d/g)?.length ?? 0) >= 13) return CARD_HOLDER_NAME;
  return oneLineProblem(name);
};

/** EMV 3-D Secure challenge window sizes (spec 1 §9): the code the issuer is sent, and the frame's size. */
export const CHALLENGE_WINDOWS = {
  Small: { code: '01', width: 250, height: 400 },
  Medium: { code: '02', width: 390, height: 400 },
  Large: { code: '03', width: 500, height: 600 },
  ExtraLarge: { code: '04', width: 600, height: 400 },
  FullScreen: { code: '05', width: 0, height: 0 },
} as const;
export type ChallengeWindowSize = keyof typeof CHALLENGE_WINDOWS;
export const CHALLENGE_WINDOW_SIZES = Object.keys(CHALLENGE_WINDOWS) as ChallengeWindowSize[];

/** How long the 3-D Secure method may take in its hidden frame before authentication goes on without it. */
export const THREE_DS_METHOD_TIMEOUT_MS = 10_000;

/** The message the notification page in the 3-D Secure frame posts to the app. */
export const THREE_DS_MESSAGE = 'luckydip.3ds';
/** The message the gateway's hosted card form posts to the app with a one-time token. */
export const CARD_TOKEN_MESSAGE = 'luckydip.card-token';

/** Stripe's card fields could not load (Stripe.js blocked or unreachable). */
export const STRIPE_UNAVAILABLE = 'Card payments could not load. Check your connection and try again.';
/** Stripe refused the card without saying why. */
export const CARD_NOT_ACCEPTED = 'This card was not accepted. Check its details or try another card.';

export const BANK_ACCOUNT_TYPES = ['national', 'international', 'payid_email', 'payid_phone'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_MESSAGES = {
  bsb: 'Please enter a valid 6-digit BSB.',
  swift: 'Please enter a valid SWIFT code (8 or 11 letters and digits).',
  accountNumber: 'Please enter a valid account number.',
  payidEmail: 'Please enter the email address of your PayID.',
  payidPhone: 'Please enter the mobile number of your PayID.',
} as const;

/**
 * A bank account's problems by the server's field names (spec 3 §5: `account_number`, and `bsb` or
 * `swift` for the bank code, which the app's form maps to its own fields).
 */
export function bankAccountProblems(account: {
  type: string;
  code: string;
  accountNumber: string;
}): Partial<Record<'accountNumber' | 'bsb' | 'swift', string>> {
  const code = account.code.trim();
  const number = account.accountNumber.trim();
  switch (account.type) {
    case 'international':
      return {
        ...(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/.test(code) ? {} : { swift: BANK_MESSAGES.swift }),
        ...(/^[A-Za-z0-9]{5,34}$/.test(number) ? {} : { accountNumber: BANK_MESSAGES.accountNumber }),
      };
    case 'payid_email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(number) ? {} : { accountNumber: BANK_MESSAGES.payidEmail };
    case 'payid_phone':
      return /^(\+?61|0)4(?:[ -]?\d){8}$/.test(number) ? {} : { accountNumber: BANK_MESSAGES.payidPhone };
    default:
      return {
        ...(/^\d{3}-?\d{3}$/.test(code) ? {} : { bsb: BANK_MESSAGES.bsb }),
        ...(/^\d{5,9}$/.test(number) ? {} : { accountNumber: BANK_MESSAGES.accountNumber }),
      };
  }
}

/**
 * How tickets on autoplay and subscriptions are paid for when no one is at checkout (spec 1 §7):
 * from the wallet only, or from the wallet with the default card making up what it lacks. The
 * second needs a saved card; without one the wallet is used whatever was chosen.
 */
export const RECURRING_PURCHASE_METHOD_KEYS = ['wallet', 'wallet_then_card'] as const;
export type RecurringPurchaseMethodKey = (typeof RECURRING_PURCHASE_METHOD_KEYS)[number];
export const RECURRING_PURCHASE_METHODS: Record<
  RecurringPurchaseMethodKey,
  { name: string; description: string }
> = {
  wallet: {
    name: 'Wallet only',
    description: 'Each ticket is paid from your wallet. If your wallet is short, that draw is skipped.',
  },
  wallet_then_card: {
    name: 'Wallet, then my default card',
    description: 'Each ticket is paid from your wallet, and your default card pays whatever it lacks.',
  },
};
export const RECURRING_METHOD_MESSAGES = {
  saved: 'Autoplay and subscriptions will now be paid this way.',
  needsCard: 'Add a card first: this way of paying needs one.',
} as const;

export const PAYMENT_METHOD_CODES = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export const WITHDRAWAL_METHOD_CODES = ['tt', 'pl', 'tw', 'do'] as const;
export type WithdrawalMethodCode = (typeof WITHDRAWAL_METHOD_CODES)[number];

/** Whether a fund's method is one a deposit can be made with (a card, PayPal), not only paid out to. */
export const isPaymentMethodCode = (code: string): code is PaymentMethodCode =>
  (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
