/**
 * Sign-up (spec 1 §4, §5): the account form, checked as the customer goes with the same rules the
 * API applies (src/lib/account-rules), the email checked for an existing account when the field
 * is left, and the server's own field errors shown beside their fields. One submission at a time.
 */
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { formErrors } from '../../api';
import {
  DATE_OF_BIRTH_NEEDED,
  ageOn,
  passwordProblem,
  underAgeMessage,
  PASSWORD_RULE,
} from '../../lib/account-rules';
import { isEmailAvailable, signup, type SignedInSession, type SignupForm } from './auth-api';
import { pendingFavouriteNumbers } from './after-sign-in';
import {
  CHOOSE_STATE,
  REQUIRED,
  asFormRule,
  emailProblem,
  phoneProblem,
  requiredProblem,
} from '../../lib/form-messages';
import { MarketingOptIn, PhoneInput, StateSelect } from '../../ui/account-fields';
import { ErrorAlert } from '../../ui/error-alert';

export const TERMS_REQUIRED = 'You must agree to the terms and conditions to proceed.';
export const EMAIL_TAKEN = 'An account with this email already exists. Log in or reset your password.';

export function signupValidation(minAge: number, today: () => Date = () => new Date()) {
  return {
    email: asFormRule(emailProblem),
    password: asFormRule((value) => requiredProblem(value) ?? passwordProblem(value)),
    firstname: asFormRule(requiredProblem),
    lastname: asFormRule(requiredProblem),
    dateOfBirth: (value: string) => {
      if (!value) return REQUIRED;
      const age = ageOn(value, today());
      if (age === undefined) return DATE_OF_BIRTH_NEEDED;
      return age < minAge ? underAgeMessage(minAge) : null;
    },
    phone: asFormRule(phoneProblem),
    state: (value: string) => (value ? null : CHOOSE_STATE),
    termsAccepted: (value: boolean) => (value ? null : TERMS_REQUIRED),
  };
}

export function SignupPage({
  minAge,
  onSignedUp,
}: {
  minAge: number;
  onSignedUp: (session: SignedInSession) => Promise<void>;
}) {
  const form = useForm<SignupForm>({
    mode: 'uncontrolled',
    initialValues: {
      email: '',
      password: '',
      firstname: '',
      lastname: '',
      dateOfBirth: '',
      phone: '',
      state: '',
      marketingOptIn: false,
      termsAccepted: false,
    },
    validate: signupValidation(minAge),
  });
  const mutation = useMutation({
    mutationFn: (values: SignupForm) =>
      signup({ ...values, email: values.email.trim() }, pendingFavouriteNumbers()),
    onSuccess: onSignedUp,
    onError: (error) => {
      const { general, ...fields } = formErrors(error);
      form.setErrors(fields);
      if (general) form.setFieldError('general', general);
    },
  });
  const general = form.errors.general;

  const checkEmail = async () => {
    const email = form.getValues().email.trim();
    if (form.validateField('email').hasError) return;
    if (!(await isEmailAvailable(email).catch(() => true))) form.setFieldError('email', EMAIL_TAKEN);
  };

  return (
    <Container size="sm" py="xl">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (!mutation.isPending) mutation.mutate(values);
        })}
      >
        <Stack gap="md">
          <Title order={1}>Create your account</Title>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" underline="always">
              Log in
            </Anchor>
          </Text>
          <ErrorAlert message={general} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
            key={form.key('email')}
            onBlur={() => void checkEmail()}
          />
          <PasswordInput
            label="Password"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
            key={form.key('password')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.getInputProps('firstname')}
              key={form.key('firstname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.getInputProps('lastname')}
              key={form.key('lastname')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Date of birth"
              type="date"
              autoComplete="bday"
              description={`You must be ${minAge} or older.`}
              required
              {...form.getInputProps('dateOfBirth')}
              key={form.key('dateOfBirth')}
            />
            <PhoneInput {...form.getInputProps('phone')} key={form.key('phone')} />
          </SimpleGrid>
          <StateSelect {...form.getInputProps('state')} key={form.key('state')} />
          <MarketingOptIn
            {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
            key={form.key('marketingOptIn')}
          />
          <Checkbox
            label={
              <>
                I am {minAge} or older and agree to the{' '}
                <Anchor href="/about/terms-and-conditions" target="_blank" underline="always">
                  terms and conditions
                </Anchor>
              </>
            }
            {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
            key={form.key('termsAccepted')}
          />
          <Button type="submit" loading={mutation.isPending || mutation.isSuccess}>
            Create account
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
