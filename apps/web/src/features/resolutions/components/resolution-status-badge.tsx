import { type TResolutionStatus, resolutionsTexts as t } from '@fhp/domain';
import { Badge } from '@mantine/core';

/** The spec's colours: accepted green, any other state red. */
export function ResolutionStatusBadge({ status }: { status: TResolutionStatus }) {
  return (
    <Badge
      variant="light"
      color={status === 'accepted' ? 'green' : 'red'}
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {t.statusLabel(status)}
    </Badge>
  );
}
