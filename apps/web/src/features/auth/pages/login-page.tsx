import {
  authMessages,
  authPageMessages,
  FAN_PATHS,
  fansTexts,
  safeRedirectPath,
  type TPanel,
  ZLoginRequest,
} from '@fhp/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useKnownSession } from '../../../lib/session';
import { DEFAULT_AFTER_LOGIN_PATH } from '../../../lib/session/redirects';
import { PasswordField } from '../../../ui/password-field';
import { usePageTitle } from '../../../ui/use-page-title';
import { type LoginInput, useLoginMutation } from '../api/auth-api';

const t = authPageMessages;

/** The spec's info popup after registration (/auth/login?success=true): edit your profile. */
function RegisteredPopup({ initiallyOpened }: { initiallyOpened: boolean }) {
  const [opened, { close }] = useDisclosure(initiallyOpened);
  return (
    <Modal opened={opened} onClose={close} title={authMessages.registeredTitle} centered>
      <Stack>
        <Text>{authMessages.registeredText}</Text>
        <Group justify="flex-end">
          <Button onClick={close}>{t.registeredOk}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A text with a link after it ("Don't have an account? Sign up"). */
export interface PromptLink {
  prompt: string;
  link: string;
  path: string;
  /**
   * Pass this page's safe ?redirect= on: the fan sign-up, so a fan who came from an athlete's
   * Buy and has no account yet still comes back to that athlete and item after signing up.
   */
  keepRedirect?: boolean;
}

/**
 * What differs between the sign-in forms of the athlete panel and the fan area: the panel the
 * server admits the user into, the texts, and where the links and the success go.
 */
export interface LoginArea {
  panel: TPanel;
  title: string;
  subtitle: string;
  /** Where a signed-in user goes without a safe ?redirect=. */
  afterLoginPath: string;
  forgotPath: string;
  /** The link to create an account (the console has none: operators are not signed up). */
  signUp?: PromptLink;
  /** The small link to the other area's sign-in. */
  other: PromptLink;
}

export const ATHLETE_LOGIN_AREA: LoginArea = {
  panel: 'athlete',
  title: t.loginTitle,
  subtitle: t.loginSubtitle,
  afterLoginPath: DEFAULT_AFTER_LOGIN_PATH,
  forgotPath: '/auth/forgot-password',
  signUp: { prompt: t.noAccount, link: t.signUpLink, path: '/auth/register' },
  other: { prompt: fansTexts.areYouFan, link: fansTexts.fanSignInHere, path: FAN_PATHS.login },
};

export interface PendingFeeProps {
  message: string;
  /** The e-mail and password just typed, to reach the fee page with. */
  credentials: () => LoginInput;
}

/**
 * /auth/login: the athlete's sign-in; with the fan `area`, /fan/login. `PendingFee` is what an
 * account still waiting for its registration fee sees instead of the error; app/ passes the
 * registration feature's offer, since one feature does not import another.
 */
export default function LoginPage({
  PendingFee,
  area = ATHLETE_LOGIN_AREA,
}: {
  PendingFee?: ComponentType<PendingFeeProps>;
  area?: LoginArea;
}) {
  usePageTitle(area.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Only to record the sign-in: whether someone is signed in already is the guard's question.
  const { setUser } = useKnownSession();
  const loginMutation = useLoginMutation(area.panel);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginRequest, { sync: true }),
  });

  const redirect = safeRedirectPath(params.get('redirect'));
  const signUpPath =
    area.signUp?.keepRedirect && redirect
      ? `${area.signUp.path}?redirect=${encodeURIComponent(redirect)}`
      : area.signUp?.path;

  const error = loginMutation.error;
  // An account waiting for its registration fee: offer the fee page instead of a dead end.
  const pendingFee =
    PendingFee && isApiError(error) && error.fields.registration === 'pending_fee' ? error : null;

  const onSubmit = form.onSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (user) => {
        setUser(user);
        navigate(redirect ?? area.afterLoginPath, {
          replace: true,
        });
      },
    }),
  );

  return (
    <Stack gap="lg">
      {area.panel === 'athlete' && (
        <RegisteredPopup initiallyOpened={params.get('success') === 'true'} />
      )}
      <Stack gap={4}>
        <Title order={1}>{area.title}</Title>
        <Text c="dimmed">{area.subtitle}</Text>
      </Stack>

      {PendingFee && pendingFee && (
        <PendingFee message={pendingFee.message} credentials={() => form.getValues()} />
      )}
      {loginMutation.error && !pendingFee && (
        <Alert
          color="red"
          variant="light"
          title={t.loginFailedTitle}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
        >
          {loginMutation.error.message}
        </Alert>
      )}

      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.emailLabel}
            placeholder={t.emailPlaceholder}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t.passwordLabel}
            placeholder={t.passwordPlaceholder}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={area.forgotPath} size="sm">
              {t.forgotPasswordLink}
            </Anchor>
          </Group>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={loginMutation.isPending}
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t.loginButton}
          </Button>
        </Stack>
      </form>

      <Stack gap={6}>
        {area.signUp && signUpPath && (
          <Text size="sm" ta="center">
            {area.signUp.prompt}{' '}
            <Anchor component={Link} to={signUpPath} fw={700}>
              {area.signUp.link}
            </Anchor>
          </Text>
        )}
        <Text size="xs" c="dimmed" ta="center">
          {area.other.prompt}{' '}
          <Anchor component={Link} to={area.other.path} size="xs" fw={600}>
            {area.other.link}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
