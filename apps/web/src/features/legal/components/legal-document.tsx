import { Anchor, Button, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title';
import classes from './legal-document.module.css';

export type LegalSection = { id: string; title: string; paragraphs: readonly string[] };

/**
 * A legal text as a readable document: Go Back, title, subtitle and intro, optional summary,
 * a numbered table of contents linking to numbered sections, Back to top and Go Back again.
 */
export function LegalDocument({
  title,
  subtitle,
  intro,
  tocTitle,
  backToTop,
  goBack,
  sections,
  summary,
}: {
  title: string;
  subtitle: string;
  intro: string;
  tocTitle: string;
  backToTop: string;
  goBack: { to: string; label: string };
  sections: readonly LegalSection[];
  /** Shown between the intro and the contents (the licence's key figures). */
  summary?: ReactNode;
}) {
  usePageTitle(title);
  const tocId = useId();
  const goBackButton = (
    <Button
      component={Link}
      to={goBack.to}
      variant="light"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {goBack.label}
    </Button>
  );

  return (
    <Container size="md">
      <Stack gap="xl">
        <div>{goBackButton}</div>
        <Stack gap="xs" id="top">
          <Title order={1}>{title}</Title>
          <Text c="dimmed" fw={600}>
            {subtitle}
          </Text>
          <Text size="lg">{intro}</Text>
        </Stack>

        {summary}

        <Paper withBorder p="lg" component="nav" aria-labelledby={tocId}>
          <Title order={2} fz="h4" id={tocId} mb="sm">
            {tocTitle}
          </Title>
          <List type="ordered" className={classes.toc} spacing={4}>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        <Stack gap="lg">
          {sections.map((section, index) => (
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
            {backToTop}
          </Anchor>
          {goBackButton}
        </Stack>
      </Stack>
    </Container>
  );
}
