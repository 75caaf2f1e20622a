import {
  RATING_STARS,
  type TManagerRatingRequest,
  managerRatingsMessages as t,
  ZManagerRatingRequest,
} from '@fhp/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';

type Errors = Record<string, string>;

/**
 * 1 to 3 stars as a radio group: each star a button (Tab reaches the group, arrows move, Space
 * or Enter picks), so it works by keyboard, touch and screen reader alike.
 */
function Stars({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const move = (event: React.KeyboardEvent, next: number) => {
    event.preventDefault();
    const star = Math.min(RATING_STARS, Math.max(1, next));
    onChange(star);
    const group = event.currentTarget.parentElement;
    (group?.children[star - 1] as HTMLElement | undefined)?.focus();
  };
  return (
    <Input.Wrapper label={label} required error={error} labelElement="div">
      <Group gap={4} role="radiogroup" aria-label={label} mt={4}>
        {Array.from({ length: RATING_STARS }, (_, i) => i + 1).map((star) => (
          <ActionIcon
            key={star}
            role="radio"
            aria-checked={value === star}
            aria-label={t.stars(star)}
            tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
            variant="subtle"
            color="yellow.7"
            size="xl"
            onClick={() => onChange(star)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowUp') move(e, star + 1);
              if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') move(e, star - 1);
            }}
          >
            {star <= value ? (
              <IconStarFilled size={30} aria-hidden />
            ) : (
              <IconStar size={30} aria-hidden />
            )}
          </ActionIcon>
        ))}
      </Group>
    </Input.Wrapper>
  );
}

/** First message per field; a strategy issue is keyed 'strategy.rating' / 'strategy.remarks'. */
function errorsOf(values: TManagerRatingRequest): Errors {
  const parsed = ZManagerRatingRequest.safeParse(values);
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export interface ManagerRatingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Who is rated (the badge's manager e-mail). */
  managerEmail: string;
  /** Sends the rating; rejects with an Error whose message is shown. */
  onSubmit: (body: TManagerRatingRequest) => Promise<unknown>;
}

/**
 * The manager rating of a badge (spec part 2, section 5): 3 stars, Satisfied or Unsatisfied,
 * remarks; with the Yes/No switch, a strategy rating with its own stars and remarks. Every
 * message comes from the domain schema the server checks too.
 */
export function ManagerRatingDialog({
  opened,
  onClose,
  managerEmail,
  onSubmit,
}: ManagerRatingDialogProps) {
  const [rating, setRating] = useState(0);
  const [satisfaction, setSatisfaction] = useState('');
  const [remarks, setRemarks] = useState('');
  const [withStrategy, setWithStrategy] = useState(false);
  const [strategyRating, setStrategyRating] = useState(0);
  const [strategyRemarks, setStrategyRemarks] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const body = (): TManagerRatingRequest => ({
    rating: rating || (undefined as unknown as number),
    satisfaction: (satisfaction || undefined) as TManagerRatingRequest['satisfaction'],
    remarks,
    strategy: withStrategy
      ? { rating: strategyRating || (undefined as unknown as number), remarks: strategyRemarks }
      : null,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = body();
    const found = errorsOf(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {managerEmail}
          </Text>
          <Stars label={t.ratingLabel} value={rating} onChange={setRating} error={errors.rating} />
          <Input.Wrapper label={t.satisfactionLabel} required error={errors.satisfaction}>
            <SegmentedControl
              fullWidth
              value={satisfaction}
              onChange={setSatisfaction}
              data={['Satisfied', 'Unsatisfied']}
              aria-label={t.satisfactionLabel}
            />
          </Input.Wrapper>
          <Textarea
            label={t.remarksLabel}
            required
            rows={3}
            value={remarks}
            onChange={(e) => setRemarks(e.currentTarget.value)}
            error={errors.remarks}
          />
          <Switch
            label={t.strategySwitch}
            checked={withStrategy}
            onChange={(e) => setWithStrategy(e.currentTarget.checked)}
            onLabel={t.yes}
            offLabel={t.no}
            size="md"
          />
          {withStrategy && (
            <>
              <Stars
                label={t.strategyRatingLabel}
                value={strategyRating}
                onChange={setStrategyRating}
                error={errors['strategy.rating']}
              />
              <Textarea
                label={t.strategyRemarksLabel}
                required
                rows={3}
                value={strategyRemarks}
                onChange={(e) => setStrategyRemarks(e.currentTarget.value)}
                error={errors['strategy.remarks']}
              />
            </>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
