import { describe, expect, it } from 'vitest';
import {
  ONE_LINE,
  PASSWORD_RULE,
  REQUIRED,
  ageOn,
  fieldsDiffer,
  oneLineProblem,
  passwordProblem,
  sameAsProblem,
} from './form-rules';

describe('account rules', () => {
  it('asks for 8 or more characters with a letter and a number', () => {
    expect(passwordProblem('short1')).toBe(PASSWORD_RULE);
    expect(passwordProblem('lettersonly')).toBe(PASSWORD_RULE);
    expect(passwordProblem('12345678')).toBe(PASSWORD_RULE);
    expect(passwordProblem('Lucky-dip-7')).toBeUndefined();
  });

  it('names the field typed twice when the two differ (spec 1 §5)', () => {
    expect(fieldsDiffer('new password', 'passwords')).toBe(
      'The passwords do not match. Please re-enter your new password.',
    );
    const repeat = sameAsProblem('account number');
    expect(repeat('', '12345678')).toBe(REQUIRED);
    expect(repeat('12345687', '12345678')).toBe(
      'The account numbers do not match. Please re-enter your account number.',
    );
    expect(repeat(' 12345678 ', '12345678')).toBeUndefined();
  });

  it('counts whole years, turning a year older on the birthday', () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeUndefined();
    expect(ageOn('2030-01-01', today)).toBeUndefined();
    expect(ageOn('22/11/2008', today)).toBeUndefined();
  });

  it('keeps a one-line field to one line: no CR, LF, other control character or Unicode line separator', () => {
    for (const broken of [
      'Dana\r\nBcc: x',
      'Dana\n',
      'tab\there',
      'nul\u0000',
      'del\u007f',
      'next\u0085',
      'line\u2028sep',
    ])
      expect(oneLineProblem(broken)).toBe(ONE_LINE);
    expect(oneLineProblem("Dana O'Brien-Smith, Flat 2 / 10 Ōtaki St")).toBeUndefined();
  });
});
