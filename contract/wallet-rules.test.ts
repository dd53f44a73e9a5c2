import { describe, expect, it } from 'vitest';
import { REQUIRED } from './form-rules';
import {
  AMOUNT_FORMAT,
  BANK_MESSAGES,
  CARD_HOLDER_NAME,
  NUMBERS_ONLY,
  amountProblem,
  bankAccountProblems,
  cardHolderProblem,
} from './wallet-rules';

describe('amount rules', () => {
  it('check required, numbers only, two decimals, then the minimum and maximum', () => {
    const rules = { min: 10, max: 5000 };
    expect(amountProblem('', rules)).toBe(REQUIRED);
    expect(amountProblem('12a', rules)).toBe(NUMBERS_ONLY);
    expect(amountProblem('-5', rules)).toBe(NUMBERS_ONLY);
    expect(amountProblem('1.505', rules)).toBe(AMOUNT_FORMAT);
    expect(amountProblem('1.2.3', rules)).toBe(AMOUNT_FORMAT);
    expect(amountProblem('9.99', rules)).toBe('Please enter an amount equal to or greater than 10.00.');
    expect(amountProblem('5000.01', rules)).toBe('Please enter an amount equal to or less than 5000.00.');
    expect(amountProblem(' 20 ', rules)).toBeUndefined();
    expect(amountProblem('0')).toBe('Please enter an amount equal to or greater than 0.01.');
  });

  it('refuse a card holder name holding 13 or more digits', () => {
    expect(cardHolderProblem('Dana Demo')).toBeUndefined();
    expect(cardHolderProblem('Dana 123456789012')).toBeUndefined();
    expect(cardHolderProblem('4111 1111 1111 1')).toBe(CARD_HOLDER_NAME);
    expect(cardHolderProblem(' ')).toBe(REQUIRED);
  });

  it('name a bank account’s problems as the server does', () => {
    expect(bankAccountProblems({ type: 'national', code: '062-000', accountNumber: '12345678' })).toEqual({});
    expect(bankAccountProblems({ type: 'national', code: '62', accountNumber: '12' })).toEqual({
      bsb: BANK_MESSAGES.bsb,
      accountNumber: BANK_MESSAGES.accountNumber,
    });
    expect(
      bankAccountProblems({
        type: 'international',
        code: 'CTBAAU2S',
        accountNumber: 'GB29NWBK60161331926819',
      }),
    ).toEqual({});
    expect(bankAccountProblems({ type: 'international', code: 'X', accountNumber: 'GB29' })).toHaveProperty(
      'swift',
    );
    expect(bankAccountProblems({ type: 'payid_phone', code: '', accountNumber: '0412 345 678' })).toEqual({});
  });
});
