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
import { MarketingOptIn, PhoneInput, ASKS_STATE, INITIAL_STATE, StateSelect } from '@/ui/account-fields';
import { ErrorAlert } from '@/ui/error-alert';
import { useAppForm, type FieldRules } from '@/ui/use-app-form';
import { pendingFavouriteNumbers } from './after-sign-in';
import { isEmailAvailable, signUp, type LoginResult, type SignupForm } from './queries';
import { SocialButtons } from './social-buttons';
import {
  SOCIAL_PROVIDER_NAMES,
  signUpWithProvider,
  type SocialProvider,
  type SocialSignupOffer,
} from './social-sign-in';
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
  target,
  offer,
  socialProviders = [],
}: {
  minAge: number;
  onSignedUp: (session: LoginResult) => Promise<void>;
  /** Where to go once signed up (after Apple or Google too). */
  target: string;
  /** Apple and Google, as the site offers them. */
  socialProviders?: readonly SocialProvider[];
  /** An Apple or Google account to open the account with: its email, and no password. */
  offer?: SocialSignupOffer;
}) {
  const mutation = useMutation({
    mutationFn: (form: SignupForm) =>
      offer
        ? signUpWithProvider(offer.signupToken, form, pendingFavouriteNumbers())
        : signUp(form, pendingFavouriteNumbers()),
    onSuccess: (session) => {
      markNewSignup();
      analytics.track('Signed Up', { method: offer?.provider ?? 'email' });
      return onSignedUp(session);
    },
  });
  const { email: _email, password: _password, ...socialRules } = signupRules(minAge);
  const { form, onSubmit, isSubmitting, general } = useAppForm<SignupForm>({
    initialValues: {
      email: offer?.email ?? '',
      password: '',
      firstname: offer?.firstname ?? '',
      lastname: offer?.lastname ?? '',
      dateOfBirth: '',
      phone: '',
      state: INITIAL_STATE,
      marketingOptIn: false,
      termsAccepted: false,
    },
    rules: offer ? socialRules : signupRules(minAge),
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
          <Title order={1}>
            {offer
              ? `Create your account with ${SOCIAL_PROVIDER_NAMES[offer.provider]}`
              : 'Create your account'}
          </Title>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor
              component={NavLinkTo}
              link={{ to: '/login', search: { redirect: target } }}
              underline="always"
            >
              Log in
            </Anchor>
          </Text>
          <ErrorAlert message={general} />
          {offer ? (
            <Text>
              You will log in with {SOCIAL_PROVIDER_NAMES[offer.provider]} as <strong>{offer.email}</strong>.
              A few more details, and your account is open.
            </Text>
          ) : (
            <>
              <SocialButtons providers={socialProviders} purpose="login" target={target} />
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
            </>
          )}
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
          {ASKS_STATE && <StateSelect {...form.getInputProps('state')} key={form.key('state')} />}
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
