import { shellMessages } from '@fhp/domain';
import { Skeleton, Stack } from '@mantine/core';
import skeletons from './skeleton-group.module.css';

export interface ContentSkeletonProps {
  /** How many grey blocks stand for the list or text that is loading. */
  rows?: number;
  /** Block height in px: ~72 for cards, ~20 for text lines. */
  rowHeight?: number;
  /** Draws a heading bar first (a whole page is loading, not one list). */
  withTitle?: boolean;
}

/**
 * The shape of content still loading: grey blocks where it will be, so the page keeps its
 * layout instead of a spinner that jumps away. Announced once as "Loading…" (role status).
 */
export function ContentSkeleton({
  rows = 3,
  rowHeight = 72,
  withTitle = false,
}: ContentSkeletonProps) {
  return (
    <Stack
      gap="md"
      className={skeletons.group}
      role="status"
      aria-label={shellMessages.loading}
      aria-busy="true"
    >
      {withTitle && <Skeleton h={32} w="60%" maw={420} radius="sm" />}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Skeleton key={i} h={rowHeight} radius="md" />
      ))}
    </Stack>
  );
}
