import { sportContestTexts } from '@fhp/domain';
import { useCreateHonorBadge } from '../api/sport-contests-api';
import { ContestBadgeDialog } from './contest-badge-dialog';

const t = sportContestTexts.honor;

/** Honor Badge (Completed Contests): a contest badge of a completed sport contest. */
export function HonorBadgeDialog({
  contest,
  onClose,
}: {
  contest: { id: string; number: number } | null;
  onClose: () => void;
}) {
  const create = useCreateHonorBadge();
  return (
    <ContestBadgeDialog
      kind="honor"
      title={contest ? `${t.title} · ${sportContestTexts.details.title(contest.number)}` : t.title}
      submitLabel={t.submit}
      opened={contest !== null}
      onClose={onClose}
      saving={create.isPending}
      save={(data, images) => create.mutateAsync({ contestId: contest?.id ?? '', data, images })}
    />
  );
}
