import type { FeedbackRating } from '@contract/schemas/feedback';

/** The three answers to "How was your visit today?", best first, in the customer's words. */
export const RATINGS: { value: FeedbackRating; label: string }[] = [
  { value: 'satisfied', label: 'Good' },
  { value: 'neutral', label: 'Okay' },
  { value: 'not_satisfied', label: 'Not good' },
];
