import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { analytics, type AnalyticsCall } from '@/lib/analytics';
import { refusal } from '@/testing/factories';
import { boundedStep, canSubmit, feedbackMachine, type FeedbackForm } from './feedback.machine';

function run(answer: () => Promise<unknown> = () => Promise.resolve({ id: 1 })) {
  const sent: FeedbackForm[] = [];
  let release: () => void = () => undefined;
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        createEvent: fromPromise<unknown, FeedbackForm>(async ({ input }) => {
          sent.push(input);
          await new Promise<void>((resolve) => (release = resolve));
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, sent, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the feedback machine', () => {
  it('opens at the comment step, and the step stays within 0..2', () => {
    const { actor } = run();
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'feedback.open' });
    expect(actor.getSnapshot().value).toEqual({ comment: 'editing' });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect([-3, 0, 1, 2, 7].map(boundedStep)).toEqual([0, 0, 1, 2, 2]);
  });

  it('keeps submit disabled until a rating is picked and while the event is created, then moves on to complete', async () => {
    const { actor, sent, release } = run();
    const tracked: AnalyticsCall[] = [];
    analytics.connect((call) => tracked.push(call));
    actor.send({ type: 'feedback.open' });
    expect(canSubmit(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'feedback.submit' });
    expect(sent).toEqual([]);
    actor.send({ type: 'feedback.comment', comment: 'Quick checkout' });
    actor.send({ type: 'feedback.email', email: 'not an email' });
    actor.send({ type: 'feedback.rate', rating: 'not_satisfied' });
    expect(canSubmit(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'feedback.email', email: 'visitor@example.com' });
    expect(canSubmit(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().context.event).toBe('creating');
    expect(canSubmit(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'feedback.submit' });
    await settle();
    expect(sent).toEqual([
      { rating: 'not_satisfied', comment: 'Quick checkout', email: 'visitor@example.com' },
    ]);
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, event: 'success' });
    expect(tracked.filter((call) => call.call === 'track' && call.event === 'Rating Given')).toMatchObject([
      { properties: { value: -1 } },
    ]);
  });

  it("stays on the comment step with the server's words when the event fails, form kept", async () => {
    const refused = refusal('/event', 'validation_failed', 'Please enter a valid email address');
    const { actor, release } = run(() => Promise.reject(refused));
    actor.send({ type: 'feedback.open' });
    actor.send({ type: 'feedback.rate', rating: 'satisfied' });
    actor.send({ type: 'feedback.submit' });
    await settle();
    release();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ comment: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 1,
      event: 'failure',
      error: 'Please enter a valid email address',
      form: { rating: 'satisfied' },
    });
    expect(canSubmit(actor.getSnapshot().context)).toBe(true);
  });

  it('close resets the step, the form and the event, from any step', async () => {
    const { actor, release } = run();
    actor.send({ type: 'feedback.open' });
    actor.send({ type: 'feedback.rate', rating: 'satisfied' });
    actor.send({ type: 'feedback.comment', comment: 'Great' });
    actor.send({ type: 'feedback.submit' });
    await settle();
    release();
    await settle();
    actor.send({ type: 'feedback.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({
      step: 0,
      form: { rating: 'neutral', comment: '', email: '' },
      ratingPicked: false,
      event: null,
      error: null,
    });
    actor.send({ type: 'feedback.open' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });
});
