import { messages, SCHOOL_LICENSE_SECTIONS } from '@fhp/domain';
import { Anchor, Button, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title';
import classes from './terms-page.module.css';

const t = messages.infoPages.schoolLicense;

/** /school-licence: the School IP License Agreement as a readable document. */
export default function SchoolLicencePage() {
  usePageTitle(t.title);
  const goBack = (
    <Button
      component={Link}
      to="/home"
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
            {t.subtitle}
          </Text>
          <Text size="lg">{t.intro}</Text>
        </Stack>

        <Paper withBorder p="lg" bg="var(--mantine-color-brand-0)">
          <Title order={2} fz="h4" mb="sm">
            {t.keyFiguresTitle}
          </Title>
          <List spacing={4}>
            {t.keyFigures.map((figure) => (
              <List.Item key={figure}>{figure}</List.Item>
            ))}
          </List>
        </Paper>

        <Paper withBorder p="lg" component="nav" aria-labelledby="licence-toc">
          <Title order={2} fz="h4" id="licence-toc" mb="sm">
            {t.tocTitle}
          </Title>
          <List type="ordered" className={classes.toc} spacing={4}>
            {SCHOOL_LICENSE_SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        <Stack gap="lg">
          {SCHOOL_LICENSE_SECTIONS.map((section, index) => (
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
