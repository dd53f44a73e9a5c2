/**
 * THE form hook (spec 1 §3, §5), on @mantine/form. Every form of the app goes through it:
 * - rules are the field checks of contract/form-rules (a message, or undefined when fine);
 * - the server's field errors land on their fields by target, and anything about no field of
 *   this form (or about none at all) under `general`; an error clears when its field is edited;
 * - a form is not sent twice: not while it is being sent, nor again once it succeeded when what
 *   follows replaces it (`afterSuccess: 'lock'`);
 * - it reports isSubmitting, isError and errors, as the spec's form state does.
 * What sends it is a TanStack mutation as it is, or an adapter over a state machine (sign-in).
 */
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { GENERAL_TARGET, formErrors } from '@/api/errors';

/** What sends a form: useMutation's result has this shape; the login flow adapts its machine. */
export interface FormSubmission<Values> {
  mutate(values: Values, callbacks?: { onSuccess?: () => void }): void;
  isPending: boolean;
  isSuccess: boolean;
  /** The last failure: what a call threw, or its messages already grouped by field. */
  error: unknown;
}

export type FieldRules<Values> = {
  [Field in keyof Values]?: (value: Values[Field], values: Values) => string | undefined;
};

export interface AppFormOptions<Values extends object> {
  initialValues: Values;
  rules?: FieldRules<Values>;
  submission: FormSubmission<NoInfer<Values>>;
  /** What the page does once this form succeeded (the cache is the mutation's business). */
  onSuccess?: () => void;
  /** Tidies what was typed before it is checked and sent (trimmed emails, say). */
  transform?: (values: Values) => Values;
  /**
   * After a success: `keep` the values (a saved form stays as saved), `reset` to the initial
   * ones (a password changed), or `lock` the form (the page moves on or shows what happened).
   */
  afterSuccess?: 'keep' | 'reset' | 'lock';
  /** Server field names that this form calls otherwise (the API's `password` is our `newPassword`). */
  fieldNames?: Record<string, keyof Values & string>;
}

export interface AppForm<Values> {
  form: UseFormReturnType<Values>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  isError: boolean;
  errors: Record<string, React.ReactNode>;
  /** The failure that is about no single field, if any. */
  general: React.ReactNode;
}

/** The failure's messages by field: a thrown error is grouped; grouped messages pass as they are. */
export function serverErrors(error: unknown): Record<string, string> | undefined {
  if (error === null || error === undefined) return undefined;
  if (error instanceof Error) return formErrors(error);
  if (typeof error === 'object') {
    const grouped = error as Record<string, string>;
    return Object.keys(grouped).length > 0 ? grouped : undefined;
  }
  return formErrors(error);
}

/** Each message onto the form's field of that name, or under `general` when the form has none. */
export function placeErrors(
  errors: Record<string, string>,
  fields: readonly string[],
  fieldNames: Record<string, string> = {},
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [target, message] of Object.entries(errors)) {
    const field = fieldNames[target] ?? target;
    const key = fields.includes(field) ? field : GENERAL_TARGET;
    placed[key] ??= message;
  }
  return placed;
}

export function useAppForm<Values extends object>({
  initialValues,
  rules = {},
  submission,
  onSuccess,
  transform,
  afterSuccess = 'keep',
  fieldNames,
}: AppFormOptions<Values>): AppForm<Values> {
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    clearInputErrorOnChange: true,
    validate: (values) => {
      const found: Record<string, string> = {};
      const checked = transform ? transform(values) : values;
      for (const field of Object.keys(rules) as (keyof Values & string)[]) {
        const problem = rules[field]?.(checked[field], checked);
        if (problem) found[field] = problem;
      }
      return found;
    },
  });

  const fields = useRef(Object.keys(initialValues)).current;
  const failure = useMemo(() => serverErrors(submission.error), [submission.error]);
  const showFailure = useEffectEvent((errors: Record<string, string>) =>
    form.setErrors(placeErrors(errors, fields, fieldNames)),
  );
  const resetForm = useEffectEvent(() => form.reset());
  useEffect(() => {
    if (failure) showFailure(failure);
  }, [failure]);
  useEffect(() => {
    if (submission.isSuccess && afterSuccess === 'reset') resetForm();
  }, [submission.isSuccess, afterSuccess]);

  const locked = submission.isPending || (afterSuccess === 'lock' && submission.isSuccess);
  const onSubmit = form.onSubmit((values) => {
    if (!locked) submission.mutate(transform ? transform(values) : values, { onSuccess });
  });

  return {
    form,
    onSubmit,
    isSubmitting: submission.isPending,
    isError: failure !== undefined,
    errors: form.errors,
    general: form.errors[GENERAL_TARGET],
  };
}
