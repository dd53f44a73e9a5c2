/** Who may open an account (spec 1 §7): someone whose date of birth is the registration age ago. */
import { DATE_OF_BIRTH_NEEDED, dateOfBirthProblem } from '@contract/form-rules';
import { Refused } from '../refusal';

/** Refuses a date of birth that is missing or under `minAge` on `today`, on its field. */
export function refuseUnderAge(dateOfBirth: string, minAge: number, today: Date): void {
  const problem = dateOfBirthProblem(dateOfBirth, minAge, today);
  if (!problem) return;
  throw Refused.field(
    'dateOfBirth',
    problem === DATE_OF_BIRTH_NEEDED ? 'invalid_date' : 'under_age',
    problem,
  );
}

/** The email that welcomes a new customer: what to do first, and where help is (responsible play). */
export function welcomeEmail(firstname: string, origin: string): { subject: string; text: string } {
  return {
    subject: 'Welcome to Lucky Dip',
    text: [
      `Hi ${firstname},`,
      'Your Lucky Dip account is open. Choose your first tickets at ' +
        `${origin}/lotto-tickets or a charity raffle at ${origin}/charity-tickets; your tickets and results ` +
        `will be in your account at ${origin}/my-account, even offline.`,
      `Play for fun, within your means: you can set a spending limit at ${origin}/my-account/spend-limits ` +
        'or take a break at any time. For free, confidential support call Gambling Help on 1800 858 858.',
    ].join('\n\n'),
  };
}
