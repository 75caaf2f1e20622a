import { consoleMessages } from '@fhp/domain';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** A console list's Export CSV: a plain link to the export endpoint (the browser downloads it). */
export function CsvExportButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {consoleMessages.exportCsv}
    </Button>
  );
}
