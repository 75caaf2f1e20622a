import { Button, type ButtonProps, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ContestBoard } from './contest-board';

/** A button that opens a contest's leaderboard in a modal (read when opened). */
export function LeaderboardButton({
  contestId,
  label = 'Leaderboard',
  ...buttonProps
}: { contestId: string; label?: string } & ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" size="xs" onClick={open} {...buttonProps}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title="Leaderboard" size="lg">
        {opened && <ContestBoard contestId={contestId} />}
      </Modal>
    </>
  );
}
