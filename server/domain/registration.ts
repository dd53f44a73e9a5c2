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
