import { authPageMessages, shellMessages } from '@fhp/domain';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { KeepTypedText } from '../../../lib/keep-typed-text';
import { Brand } from '../../../ui/brand';
import { PageLoader } from '../../../ui/page-loader';
import { AuthIllustration, RegisterCardsIllustration } from './auth-illustration';
import classes from './auth-layout.module.css';

const t = authPageMessages;

/**
 * The /auth layout of the spec: the form on the left; on the right a title, the NIL disclaimer
 * and an image (an extra one on /auth/register). Below 768px the two stack, form first.
 */
export function AuthLayout() {
  const { pathname } = useLocation();
  const isRegister = /^\/auth\/register\/?$/i.test(pathname);
  return (
    <Box className={classes.root}>
      <Box component="main" className={classes.formSide}>
        {/* Named by its visible text (logo and tagline), as WCAG 2.5.3 asks. */}
        <Anchor component={Link} to="/home" underline="never" w="fit-content">
          <Brand size={36} withTagline />
        </Anchor>
        <Box className={classes.formArea}>
          <Box className={classes.form}>
            <Suspense fallback={<PageLoader />}>
              <KeepTypedText>
                <Outlet />
              </KeepTypedText>
            </Suspense>
          </Box>
        </Box>
      </Box>
      <Box component="aside" className={classes.art}>
        <Stack gap="sm">
          <Title order={2} className={classes.artTitle}>
            {t.layoutTitle}
          </Title>
          <Text size="lg" c="white">
            {t.layoutSubtitle}
          </Text>
        </Stack>
        <AuthIllustration />
        {isRegister && (
          <Stack gap="xs" align="flex-start">
            <RegisterCardsIllustration />
            <Text c="white" fw={600}>
              {t.registerExtraCaption}
            </Text>
          </Stack>
        )}
        <Text size="sm" c="white" className={classes.disclaimer}>
          {shellMessages.nilDisclaimer}
        </Text>
      </Box>
    </Box>
  );
}
