/**
 * The site-feedback flow, one state in one place (spec 1 §4; DESIGN.md, the fifth machine): two
 * steps, comment then complete, counted 0 (closed) to 2. Opening goes to the comment step; submit
 * creates the feedback event, and once the event goes from creating to success the flow moves on
 * to complete. Submit needs a picked rating, and a valid email if one is given, and is refused
 * while the event is being created. Closing resets the step, the form (rating neutral, empty
 * comment and email) and the event. A created event is tracked as a rating (1, 0, -1).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { optionalEmailProblem } from '@contract/form-rules';
import type { FeedbackRating } from '@contract/schemas/feedback';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';
import { analytics } from '@/lib/analytics';

export type FeedbackStep = 0 | 1 | 2;
export type EventStatus = 'creating' | 'success' | 'failure' | null;

export interface FeedbackForm {
  rating: FeedbackRating;
  comment: string;
  email: string;
}

export interface FeedbackContext {
  step: FeedbackStep;
  form: FeedbackForm;
  /** The rating was chosen by the customer (the form's neutral is only a default). */
  ratingPicked: boolean;
  event: EventStatus;
  error: string | null;
}

export type FeedbackEvent =
  | { type: 'feedback.open' }
  | { type: 'feedback.rate'; rating: FeedbackRating }
  | { type: 'feedback.comment'; comment: string }
  | { type: 'feedback.email'; email: string }
  | { type: 'feedback.submit' }
  | { type: 'feedback.close' };

export const RATING_VALUES = { satisfied: 1, neutral: 0, not_satisfied: -1 } as const;

const EMPTY_FORM: FeedbackForm = { rating: 'neutral', comment: '', email: '' };
const CLOSED: FeedbackContext = { step: 0, form: EMPTY_FORM, ratingPicked: false, event: null, error: null };

/** Spec 1 §4: the step counter never leaves 0..2. */
export const boundedStep = (step: number): FeedbackStep =>
  Math.min(2, Math.max(0, Math.round(step))) as FeedbackStep;

/** Submit is enabled with a picked rating and a valid (or no) email, and not while sending. */
export const canSubmit = (context: FeedbackContext): boolean =>
  context.ratingPicked &&
  context.event !== 'creating' &&
  optionalEmailProblem(context.form.email) === undefined;

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
  },
  actors: {
    createEvent: fromPromise<unknown, FeedbackForm>(() =>
      Promise.reject(new Error('createEvent not provided')),
    ),
  },
  actions: {
    toStep: assign((_, step: FeedbackStep) => ({ step: boundedStep(step) })),
    edit: assign(({ context, event }) => {
      if (event.type === 'feedback.rate')
        return { form: { ...context.form, rating: event.rating }, ratingPicked: true };
      if (event.type === 'feedback.comment') return { form: { ...context.form, comment: event.comment } };
      assertEvent(event, 'feedback.email');
      return { form: { ...context.form, email: event.email } };
    }),
    creating: assign({ event: 'creating', error: null }),
    created: assign({ event: 'success' }),
    failed: assign({
      event: 'failure',
      error: ({ event }) =>
        'error' in event && event.error instanceof ApiError
          ? (event.error.messages[0]?.message ?? event.error.message)
          : GENERIC_ERROR_MESSAGE,
    }),
    trackRating: ({ context }) =>
      analytics.track('Rating Given', { value: RATING_VALUES[context.form.rating] }),
    reset: assign(CLOSED),
  },
  guards: { canSubmit: ({ context }) => canSubmit(context) },
}).createMachine({
  id: 'feedback',
  context: CLOSED,
  initial: 'closed',
  on: { 'feedback.close': { target: '.closed', actions: 'reset' } },
  states: {
    closed: {
      on: { 'feedback.open': { target: 'comment', actions: { type: 'toStep', params: 1 } } },
    },
    comment: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'feedback.rate': { actions: 'edit' },
            'feedback.comment': { actions: 'edit' },
            'feedback.email': { actions: 'edit' },
            'feedback.submit': { guard: 'canSubmit', target: 'sending', actions: 'creating' },
          },
        },
        sending: {
          invoke: {
            src: 'createEvent',
            input: ({ context }) => context.form,
            // The event goes from creating to success: the flow moves on.
            onDone: { target: '#feedback.complete', actions: ['created', 'trackRating'] },
            onError: { target: 'editing', actions: 'failed' },
          },
        },
      },
    },
    complete: { entry: { type: 'toStep', params: 2 } },
  },
});
