/**
 * The two-factor code form (spec 1 §4, spec 3 §2): six one-digit cells, a "Continue" button, the
 * resend control for emailed codes ("New email sent!", then 60 s before another), the remember-
 * device option, a contact-support link; Enter submits and a complete code submits by itself.
 */
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  CODE_LENGTH,
  backspace,
  codeOf,
  emptyCells,
  isComplete,
  paste,
  typeInto,
  type CellState,
} from './code-cells';
import classes from './code-entry.module.css';
import { ACCOUNT_LOCKED } from '@contract/messages';
import type { TwoFactorMethod } from '@contract/schemas/accounts';

export interface CodeEntryProps {
  method: TwoFactorMethod;
  identifier: string;
  error?: string;
  locked: boolean;
  verifying: boolean;
  canResend: boolean;
  resent: boolean;
  /** Offers "Don't require 2FA again" when signing in; setting a method up has no such option. */
  rememberForDays?: number;
  supportHref: string;
  /** 1 on a page of its own, 2 inside a page that has its heading. */
  headingLevel?: 1 | 2;
  onSubmit: (code: string, remember: boolean) => void;
  onResend: () => void;
}

export function CodeEntry(props: CodeEntryProps) {
  const [state, setState] = useState<CellState>(emptyCells);
  const [remember, setRemember] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // A refused code is cleared for the next try (state adjusted while rendering, as React
  // recommends over an effect), with the cursor back in the first cell.
  const [answered, setAnswered] = useState(props.error);
  if (props.error !== answered) {
    setAnswered(props.error);
    if (props.error && !props.locked) setState(emptyCells());
  }
  useEffect(() => {
    if (props.error && !props.locked) inputs.current[0]?.focus();
  }, [props.error, props.locked]);
  const description =
    props.method === 'email' ? `sent to ${props.identifier}` : 'from your authenticator app';

  const update = (next: CellState) => {
    setState(next);
    inputs.current[next.focus]?.focus();
    // A complete code goes off by itself; typing a digit is the only way one gets complete.
    if (isComplete(next.cells) && !isComplete(state.cells)) props.onSubmit(codeOf(next.cells), remember);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      update(backspace(state, index));
    }
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(paste(state, index, event.clipboardData.getData('text')));
  };
  const disabled = props.locked || props.verifying;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(codeOf(state.cells), remember);
      }}
      noValidate
    >
      <Stack gap="md">
        <Title order={props.headingLevel ?? 1} size={props.headingLevel === 2 ? 'h3' : 'h2'}>
          Enter the 6 digit code {description}
        </Title>
        {props.locked && (
          <Alert color="red" title="Account locked" role="alert">
            {ACCOUNT_LOCKED}
          </Alert>
        )}
        <fieldset className={classes.cells} aria-describedby={props.error ? 'otp-error' : undefined}>
          <legend className={classes.legend}>Verification code</legend>
          {state.cells.map((cell, index) => (
            <input
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className={classes.cell}
              value={cell}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
              aria-invalid={Boolean(props.error)}
              disabled={disabled}
              onChange={(event) => update(typeInto(state, index, event.target.value))}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
            />
          ))}
          <input type="hidden" name="otp" value={codeOf(state.cells)} />
        </fieldset>
        {props.error && (
          <Text c="red.8" size="sm" id="otp-error" role="alert">
            {props.error}
          </Text>
        )}
        {props.rememberForDays !== undefined && (
          <Checkbox
            name="remember_device"
            label={`Don't require 2FA again for ${props.rememberForDays} days`}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
            disabled={disabled}
          />
        )}
        <Button type="submit" loading={props.verifying} disabled={props.locked}>
          Continue
        </Button>
        <Group justify="space-between">
          {props.method === 'email' &&
            (props.resent ? (
              <Text size="sm" role="status">
                New email sent!
              </Text>
            ) : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={props.onResend}
                disabled={!props.canResend}
              >
                Resend code
              </Anchor>
            ))}
          <Anchor href={props.supportHref} size="sm">
            Contact support
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
