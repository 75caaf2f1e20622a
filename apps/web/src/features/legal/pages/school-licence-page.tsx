import { infoPagesMessages, SCHOOL_LICENSE_SECTIONS } from '@fhp/domain';
import { List, Paper, Title } from '@mantine/core';
import { LegalDocument } from '../components/legal-document';

const t = infoPagesMessages.schoolLicense;

/** /school-licence/agreement: the School IP License Agreement as a readable document. */
export default function SchoolLicencePage() {
  return (
    <LegalDocument
      title={t.title}
      subtitle={t.subtitle}
      intro={t.intro}
      tocTitle={t.tocTitle}
      backToTop={t.backToTop}
      goBack={{ to: '/school-licence', label: t.goBack }}
      sections={SCHOOL_LICENSE_SECTIONS}
      summary={
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
      }
    />
  );
}
