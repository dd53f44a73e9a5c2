/**
 * The ways to pay in and out (spec 3 §3, §7), as the operator offers them, and what a customer's
 * saved fund is called. Where a way cannot work here it is listed switched off (`rules.enabled`):
 * the sandbox gateway takes cards, PayPal and test deposits; wallets and bank-transfer deposits need
 * providers these machines cannot reach.
 */
import type {
  CardGateway,
  PaymentBrand,
  PaymentMethodCode,
  WithdrawalMethodCode,
} from '@contract/schemas/wallet';
import type { FundRow } from '../db/schema';

export interface MethodRule {
  code: PaymentMethodCode | WithdrawalMethodCode;
  name: string;
  /** Pays for a cart or tops up the wallet (deposit methods), or pays out (withdrawal methods). */
  use: 'deposit' | 'withdraw';
  digitalWallet: boolean;
  /** Only where the sandbox plays its provider. */
  sandboxOnly: boolean;
  enabled: boolean;
  minCents: number;
  maxCents: number;
  gateways: CardGateway[];
  cscRequired: Partial<Record<CardGateway, PaymentBrand[]>>;
  /** The fund kind a customer saves for it. */
  fundKind: FundRow['kind'] | null;
  instructions: string | null;
}

const method = (rule: Partial<MethodRule> & Pick<MethodRule, 'code' | 'name' | 'use'>): MethodRule => ({
  digitalWallet: false,
  sandboxOnly: false,
  enabled: false,
  minCents: 1,
  maxCents: 1_000_000,
  gateways: [],
  cscRequired: {},
  fundKind: null,
  instructions: null,
  ...rule,
});

export const PAYMENT_METHODS: MethodRule[] = [
  method({
    code: 'cc',
    name: 'Credit or debit card',
    use: 'deposit',
    enabled: true,
    sandboxOnly: true,
    minCents: 1000,
    maxCents: 500_000,
    gateways: ['braintree'],
    // The gateway asks for American Express's four-digit code on every payment with a saved card.
    cscRequired: { braintree: ['AMEX'] },
    fundKind: 'cc',
  }),
  method({
    code: 'pl',
    name: 'PayPal',
    use: 'deposit',
    enabled: true,
    sandboxOnly: true,
    minCents: 1000,
    maxCents: 500_000,
    gateways: ['braintree'],
    fundKind: 'paypal',
  }),
  method({ code: 'ap', name: 'Apple Pay', use: 'deposit', digitalWallet: true }),
  method({ code: 'gp', name: 'Google Pay', use: 'deposit', digitalWallet: true }),
  method({
    code: 'bp',
    name: 'BPAY',
    use: 'deposit',
    instructions:
      'Pay from your bank with BPAY: biller code 123456 and your customer number as the reference.',
  }),
  method({
    code: 'dd',
    name: 'Direct deposit',
    use: 'deposit',
    instructions:
      'Transfer from your bank to BSB 062-000, account 1234 5678, with your customer number as the reference.',
  }),
  method({ code: 'bd', name: 'Direct debit', use: 'deposit' }),
  method({
    code: 'td',
    name: 'Test deposit',
    use: 'deposit',
    enabled: true,
    sandboxOnly: true,
    maxCents: 100_000,
  }),
  method({
    code: 'tt',
    name: 'Bank account',
    use: 'withdraw',
    enabled: true,
    minCents: 1000,
    fundKind: 'bank',
  }),
  method({ code: 'pl', name: 'PayPal', use: 'withdraw', fundKind: 'paypal' }),
  method({ code: 'tw', name: 'Test account', use: 'withdraw', sandboxOnly: true }),
  method({ code: 'do', name: 'Donation to a cause', use: 'withdraw' }),
];

/**
 * A method as this server offers it: a sandbox-only one is off without the sandbox. With Stripe
 * configured, cards go through Stripe (new ones; those saved through the sandbox's gateway still
 * pay there), in the sandbox or not.
 */
export const methodRule = (
  code: string,
  use: MethodRule['use'],
  sandbox: boolean,
  stripe = false,
): MethodRule | undefined => {
  const rule = PAYMENT_METHODS.find((entry) => entry.code === code && entry.use === use);
  if (!rule) return undefined;
  if (stripe && rule.code === 'cc' && use === 'deposit')
    return { ...rule, enabled: true, gateways: sandbox ? ['stripe', ...rule.gateways] : ['stripe'] };
  return { ...rule, enabled: rule.enabled && (sandbox || !rule.sandboxOnly) };
};

const maskEmail = (email: string) => `${email.split('@')[0] ?? ''}@***`;

/** What a fund is called to its owner: "VISA ending 4242", "BSB 062-000 account ending 6789". */
export function fundDescription(fund: FundRow): string {
  if (fund.kind === 'cc') return `${fund.brand ?? 'Card'} ending ${fund.last4 ?? ''}`;
  if (fund.kind === 'paypal') return `PayPal ${maskEmail(fund.paypal_email ?? '')}`;
  switch (fund.bank_type) {
    case 'international':
      return `SWIFT ${fund.bank_code ?? ''} account ending ${fund.last4 ?? ''}`;
    case 'payid_email':
      return `PayID ${maskEmail(fund.account_number ?? '')}`;
    case 'payid_phone':
      return `PayID phone ending ${fund.last4 ?? ''}`;
    default:
      return `BSB ${fund.bank_code ?? ''} account ending ${fund.last4 ?? ''}`;
  }
}
