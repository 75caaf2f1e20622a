import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export type StatementDownload = { href: string; label: string };

/**
 * The year picker and the year's downloads (plain links: the browser saves the file, sent
 * with the session cookie). Below 768px they wrap under each other.
 */
export function StatementToolbar({
  label,
  year,
  years,
  onYear,
  downloads,
}: {
  label: string;
  year: number;
  years: number[];
  onYear: (year: number) => void;
  downloads: StatementDownload[];
}) {
  const options = (years.length ? years : [year]).map(String);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={label}
        data={options}
        value={String(year)}
        onChange={(value) => value && onYear(Number(value))}
        allowDeselect={false}
        w={140}
      />
      <Group gap="xs" wrap="wrap">
        {downloads.map((d) => (
          <Button
            key={d.href}
            component="a"
            href={d.href}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {d.label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
