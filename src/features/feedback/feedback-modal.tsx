/**
 * The site-feedback dialog (spec 1 §1, §4, §5): how the visit was (required), a comment and, for a
 * visitor who is not signed in, an email; then the thanks. Its state is the feedback machine's.
 */
import { Alert, Button, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { FEEDBACK_COMMENT_MAX, optionalEmailProblem } from '@contract/form-rules';
import type { FeedbackRating } from '@contract/schemas/feedback';
import { canSubmit, feedbackMachine, type FeedbackForm } from './feedback.machine';
import { createFeedbackEvent } from './queries';
import { RATINGS } from './ratings';

const machineFor = (variant: string | undefined) =>
  feedbackMachine.provide({
    actors: {
      createEvent: fromPromise<unknown, FeedbackForm>(({ input }) => createFeedbackEvent(input, variant)),
    },
  });
const widgetMachine = machineFor(undefined);

export interface FeedbackModalProps {
  signedIn: boolean;
  onClose: () => void;
  /** A content banner's variant that asked (a, b, c); the widget's otherwise. */
  variant?: string;
  /** A rating already chosen on the banner that opened the dialog. */
  rating?: FeedbackRating;
}

export default function FeedbackModal({ signedIn, onClose, variant, rating }: FeedbackModalProps) {
  const [machine] = useState(() => (variant === undefined ? widgetMachine : machineFor(variant)));
  const [snapshot, send] = useMachine(machine);
  // Mounted only while open: opening is the first thing it does (with the banner's rating).
  useEffect(() => {
    send({ type: 'feedback.open' });
    if (rating) send({ type: 'feedback.rate', rating });
  }, [send, rating]);
  const close = () => {
    send({ type: 'feedback.close' });
    onClose();
  };
  const { form, ratingPicked, event, error } = snapshot.context;
  const emailProblem = form.email ? optionalEmailProblem(form.email) : undefined;

  return (
    <Modal opened onClose={close} title="Tell us how we are doing" size={550}>
      {snapshot.matches('complete') ? (
        <Stack>
          <Text role="status">Thank you for your feedback. We read every word.</Text>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            send({ type: 'feedback.submit' });
          }}
        >
          <Stack>
            <Radio.Group
              label="How was your visit today?"
              withAsterisk
              value={ratingPicked ? form.rating : null}
              onChange={(rating) => send({ type: 'feedback.rate', rating })}
            >
              <Stack gap="xs" mt="xs">
                {RATINGS.map((rating) => (
                  <Radio key={rating.value} value={rating.value} label={rating.label} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Anything you would like to tell us?"
              autosize
              minRows={3}
              maxLength={FEEDBACK_COMMENT_MAX}
              value={form.comment}
              onChange={(changed) => send({ type: 'feedback.comment', comment: changed.currentTarget.value })}
            />
            {!signedIn && (
              <TextInput
                type="email"
                label="Your email, if you would like an answer"
                autoComplete="email"
                value={form.email}
                error={emailProblem}
                onChange={(changed) => send({ type: 'feedback.email', email: changed.currentTarget.value })}
              />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" disabled={!canSubmit(snapshot.context)} loading={event === 'creating'}>
              Send feedback
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
