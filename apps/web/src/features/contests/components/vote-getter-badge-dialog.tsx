import { contestBrandLabels as l } from '@fhp/domain';
import { useCreateVoteGetterBadge } from '../api/brand-contests-api';
import { ContestBadgeDialog } from './contest-badge-dialog';

/** Create Badge: a vote-getter badge of the athlete's enrollment (the server holds the limit of 5). */
export function VoteGetterBadgeDialog({
  entryId,
  opened,
  onClose,
}: {
  entryId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateVoteGetterBadge();
  return (
    <ContestBadgeDialog
      kind="vote_getter"
      title={l.badgeTitle}
      submitLabel={l.create}
      opened={opened}
      onClose={onClose}
      saving={create.isPending}
      save={(data, images) => create.mutateAsync({ entryId, data, images })}
    />
  );
}
