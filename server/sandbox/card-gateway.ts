/**
 * The sandbox card gateway and the issuer's 3-D Secure server (the issue "Wallet"): no real gateway
 * can be reached from these machines, so this plays both, the way the real ones behave.
 *
 * - Test cards decide what happens, in the manner of the providers' own test cards (README):
 *   frictionless, challenge, declined, insufficient funds, a challenge that fails, and one whose
 *   3-D Secure method never answers. Any other valid card number goes through frictionless.
 * - The gateway confirms a deposit server to server: a notification signed with the gateway's
 *   secret (HMAC-SHA256 over the body), which the API checks before it credits anything. The
 *   browser's return from a challenge only tells the app to ask the API what happened.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentBrand } from '@contract/schemas/wallet';
import type { DepositRow } from '../db/schema';
import type { CardScenario } from '../db/schema';
import type { Settlement } from '../db/wallet';
import { newId } from '../db/wallet';

export const SANDBOX_GATEWAY = 'braintree';

/** Test card numbers and what they do. */
export const TEST_CARDS: Record<string, CardScenario> = {
  '4111111111111111': 'frictionless',
  '5555555555554444': 'frictionless',
  '378282246310005': 'frictionless',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000008400001629': 'challenge_fails',
  '4000000000003063': 'method_timeout',
};

export const ISSUER_MESSAGES = {
  declined: 'Your card was declined. Try another card or contact your bank.',
  insufficient_funds: 'Your card has insufficient funds. Try another card or a smaller amount.',
  challenge_fails: 'Your bank declined the payment after authentication. Try another card.',
  challengeFailed:
    'Authentication with your bank failed, so nothing was charged. Try again or use another card.',
} as const;

export const CARD_MESSAGES = {
  number: 'Your card number is incorrect.',
  expiry: "Your card's expiry date is incorrect or in the past.",
  csc: "Your card's security code is incorrect.",
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): PaymentBrand | null {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return null;
}

export interface CardCheck {
  errors: Partial<Record<keyof typeof CARD_MESSAGES, string>>;
  card?: { brand: PaymentBrand; last4: string; expiry: string; scenario: CardScenario };
}

/** What the hosted card form was given, checked as a gateway checks it. */
export function checkCard(input: { number: string; expiry: string; csc: string }, today: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  const brand = cardBrand(digits);
  const errors: CardCheck['errors'] = {};
  if (!luhnValid(digits) || !brand) errors.number = CARD_MESSAGES.number;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const lastMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < lastMonth)
    errors.expiry = CARD_MESSAGES.expiry;
  if (!new RegExp(brand === 'AMEX' ? '^\\d{4}$' : '^\\d{3}$').test(input.csc.trim()))
    errors.csc = CARD_MESSAGES.csc;
  if (Object.keys(errors).length > 0 || !brand) return { errors };
  return {
    errors,
    card: {
      brand,
      last4: digits.slice(-4),
      expiry: `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
      scenario: TEST_CARDS[digits] ?? 'frictionless',
    },
  };
}

/** What the issuer decides once the 3-D Secure method has run (or timed out). */
export function authenticate(
  scenario: CardScenario,
): { outcome: 'succeeded' } | { outcome: 'failed'; message: string } | { outcome: 'challenge' } {
  switch (scenario) {
    case 'challenge':
    case 'challenge_fails':
      return { outcome: 'challenge' };
    case 'declined':
    case 'insufficient_funds':
      return { outcome: 'failed', message: ISSUER_MESSAGES[scenario] };
    default:
      return { outcome: 'succeeded' };
  }
}

/**
 * A payment the merchant starts with a stored card while the customer is away (an autoplay's
 * ticket): exempt from 3-D Secure, so only the issuer's own refusals stop it.
 */
export function merchantInitiated(scenario: CardScenario): Omit<Settlement, 'id' | 'depositId'> {
  if (scenario === 'declined' || scenario === 'insufficient_funds')
    return { outcome: 'failed', message: ISSUER_MESSAGES[scenario] };
  return { outcome: 'succeeded', message: null };
}

/** What the challenge's answer comes to for this card. */
export function challengeOutcome(
  scenario: CardScenario,
  completed: boolean,
): Omit<Settlement, 'id' | 'depositId'> {
  if (!completed) return { outcome: 'failed', message: ISSUER_MESSAGES.challengeFailed };
  if (scenario === 'challenge_fails') return { outcome: 'failed', message: ISSUER_MESSAGES.challenge_fails };
  return { outcome: 'succeeded', message: null };
}

/** The gateway's notification for a deposit's outcome: its body and signature. */
export function signedNotification(
  secret: string,
  deposit: Pick<DepositRow, 'id'>,
  result: Omit<Settlement, 'id' | 'depositId'>,
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `ntf_${newId()}`,
    deposit_id: deposit.id,
    outcome: result.outcome,
    message: result.message,
  });
  return { body, signature: sign(secret, body) };
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/** A notification's settlement when its signature is the gateway's; undefined otherwise. */
export function verifiedSettlement(secret: string, body: string, signature: string): Settlement | undefined {
  const expected = Buffer.from(sign(secret, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const parsed = JSON.parse(body) as {
    id?: unknown;
    deposit_id?: unknown;
    outcome?: unknown;
    message?: unknown;
  };
  if (
    typeof parsed.id !== 'string' ||
    typeof parsed.deposit_id !== 'string' ||
    (parsed.outcome !== 'succeeded' && parsed.outcome !== 'failed')
  )
    return undefined;
  return {
    id: parsed.id,
    depositId: parsed.deposit_id,
    outcome: parsed.outcome,
    message: typeof parsed.message === 'string' ? parsed.message : null,
  };
}
