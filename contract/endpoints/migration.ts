/**
 * Account migration (spec 3 §4, §7): the first POST starts moving the customer's account to the new
 * platform, and each one after is a status check: 202 while the move runs, 200 once it is done.
 */
import type { MigrationAnswer } from '../schemas/accounts';
import { endpoint } from './endpoint';

export const migrate = endpoint<{ answer: MigrationAnswer }>()({
  service: 'main',
  personal: true,
  method: 'POST',
  path: '/migration/migrate',
});
