/**
 * Sign-up (spec 1 §4, §5): the account form, checked as the customer goes with the same rules the
 * API applies (contract/form-rules), the email checked for an existing account when the field
 * is left, and the server's own field errors shown beside their fields. One submission at a time.
 */
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { NavLinkTo } from '@/ui/nav-link-to';
import {
  PASSWORD_RULE,
  dateOfBirthProblem,
  emailProblem,
  newPasswordProblem,
  phoneProblem,
  requiredProblem,
  stateProblem,
  termsProblem,
} from '@contract/form-rules';
import { EMAIL_TAKEN } from '@contract/messages';
import { MarketingOptIn, PhoneInput, StateSelect } from '@/ui/account-fields';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm, type FieldRules } from '@/ui/use-app-form';
import { pendingFavouriteNumbers } from './after-sign-in';
import { authMutations, isEmailAvailable, type LoginResult, type SignupForm } from './queries';
import { PasswordField } from '@/ui/password-field';
import { analytics } from '@/lib/analytics';
import { markNewSignup } from './new-signup';

export function signupRules(minAge: number, today: () => Date = () => new Date()): FieldRules<SignupForm> {
  return {
    email: emailProblem,
    password: newPasswordProblem,
    firstname: requiredProblem,
    lastname: requiredProblem,
    dateOfBirth: (value) => dateOfBirthProblem(value, minAge, today()),
    phone: phoneProblem,
    state: stateProblem,
    termsAccepted: termsProblem,
  };
}

export function SignupPage({
  minAge,
  onSignedUp,
}: {
  minAge: number;
  onSignedUp: (session: LoginResult) => Promise<void>;
}) {
  const mutation = useMutation({
    ...authMutations.signup(pendingFavouriteNumbers),
    onSuccess: (session) => {
      markNewSignup();
      analytics.track('Signed Up', { method: 'email' });
      return onSignedUp(session);
    },
  });
  const { form, onSubmit, isSubmitting, general } = useAppForm<SignupForm>({
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
    rules: signupRules(minAge),
    transform: (values) => ({ ...values, email: values.email.trim() }),
    submission: mutation,
    afterSuccess: 'lock',
  });

  const checkEmail = async () => {
    const email = form.getValues().email.trim();
    if (form.validateField('email').hasError) return;
    if (!(await isEmailAvailable(email).catch(() => true))) form.setFieldError('email', EMAIL_TAKEN);
  };

  return (
    <Container size="sm" py="xl">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={1}>Create your account</Title>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={NavLinkTo} link={{ to: '/login' }} underline="always">
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
          <PasswordField
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
              type="text"
              autoComplete="given-name"
              required
              {...form.getInputProps('firstname')}
              key={form.key('firstname')}
            />
            <TextInput
              label="Last name"
              type="text"
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
          <Button type="submit" loading={isSubmitting || mutation.isSuccess}>
            Create account
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
