/**
 * Assigning customers to experiment variants: a stable bucket from a hash of the experiment and
 * the customer id, as experiment platforms do, so a customer sees the same variant on every
 * device and sign-in, and the split is even without storing anything.
 */
import { createHash } from 'node:crypto';
import { EXPERIMENTS, type ExperimentKey } from '@contract/experiments';

export function experimentGroups(customerId: number): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(EXPERIMENTS) as ExperimentKey[]).map((key) => {
      const variants = EXPERIMENTS[key];
      const bucket = createHash('sha256').update(`${key}:${customerId}`).digest().readUInt32BE(0);
      return [key, variants[bucket % variants.length]!];
    }),
  );
}
