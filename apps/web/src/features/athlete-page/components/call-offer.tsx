import {
  CHAT_MAX_PROPOSED_TIMES,
  callPriceCents,
  chatsTexts as chat,
  fanPurchasesMessages,
  type TAthletePage,
  type TFanCallType,
  athletePageTexts as t,
  ZChatBookRequest,
} from '@fhp/domain';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import {
  IconBrandWhatsapp,
  IconMessageCircle,
  IconPlus,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import { useState } from 'react';
import { chatTimeBounds, readChatTime } from '../../../lib/chat-time';
import { OfferCard } from './offer-card';
import type { OnBuy } from './purchase';

type CallOffer = NonNullable<TAthletePage['offers']['call']>;
type Errors = {
  contact?: string;
  minutes?: string;
  note?: string;
  /** The whole list (none proposed). */
  times?: string;
  /** One message a proposed time, by its place in the list. */
  time?: (string | undefined)[];
};

const NOTE_MAX = 500;

/**
 * A chat booking: WhatsApp or Zoom, the fan's number or Zoom e-mail, the minutes, one to three
 * proposed times and a note. The total is the athlete's rate times the minutes (the domain's
 * rule), shown only: the server prices the booking, and the checkout only holds the money.
 * The booking schema checks everything before anything is sent, with the catalogue's messages.
 */
export function CallOffer({
  athleteNumber,
  offer,
  onBuy,
  disabled,
}: {
  athleteNumber: number;
  offer: CallOffer;
  onBuy: OnBuy;
  disabled?: boolean;
}) {
  const [channel, setChannel] = useState<TFanCallType>(offer.channels[0] ?? 'WhatsApp');
  const [contact, setContact] = useState('');
  const [minutesValue, setMinutes] = useState<number | string>(offer.minMinutes);
  const [times, setTimes] = useState<string[]>(['']);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const minutes = typeof minutesValue === 'number' ? minutesValue : Number.NaN;
  const minutesValid =
    Number.isInteger(minutes) && minutes >= offer.minMinutes && minutes <= offer.maxMinutes;
  const total = minutesValid ? callPriceCents(offer.ratePerMinuteCents, minutes) : null;
  const whatsapp = channel === 'WhatsApp';
  // The server draws this card too: bounds from its clock would be kept by the hydrated page
  // (React leaves attributes as drawn), so they are set once the card runs in the browser.
  const bounds = useMounted() ? chatTimeBounds() : undefined;

  const setTime = (index: number, value: string) =>
    setTimes((all) => all.map((v, i) => (i === index ? value : v)));

  const book = () => {
    const now = new Date();
    const read = times.filter((v) => v !== '').map((v) => readChatTime(v, now));
    const parsed = ZChatBookRequest.safeParse({
      athleteNumber,
      channel,
      contact,
      minutes,
      proposedTimes: read.flatMap((r) => (r.iso ? [r.iso] : [])),
      note: note.trim() || undefined,
    });
    const next: Errors = {};
    // A time's own message sits under its input; blank inputs are simply not proposed.
    let filled = 0;
    next.time = times.map((v) => {
      if (v === '') return undefined;
      return read[filled++]?.error;
    });
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0];
      if (key === 'contact' || key === 'minutes' || key === 'note') next[key] ??= issue.message;
      // Said once for the list when nothing is filled in; a bad time says so under itself.
      if (key === 'proposedTimes' && read.length === 0) next.times ??= issue.message;
    }
    const timeErrors = next.time.some(Boolean);
    if (!parsed.success || timeErrors || total === null) {
      setErrors(next);
      return;
    }
    setErrors({});
    onBuy({
      request: { item: 'chat', booking: parsed.data },
      title: chat.chatItem(channel, minutes),
      priceCents: total,
    });
  };

  return (
    <OfferCard
      title={chat.bookTitle}
      description={chat.bookBody}
      icon={<IconMessageCircle size={22} aria-hidden />}
      priceCents={total}
      priceLabel={t.total}
      priceNote={t.ratePerMinute(offer.ratePerMinuteCents)}
      buyLabel={chat.bookButton}
      buyName={`${chat.bookButton}: ${chat.bookTitle}`}
      disabled={disabled || !minutesValid}
      onBuy={book}
    >
      <Stack gap="sm">
        {offer.channels.length > 1 && (
          <Input.Wrapper label={t.callChannelLabel}>
            <SegmentedControl
              fullWidth
              mt={2}
              aria-label={t.callChannelLabel}
              value={channel}
              onChange={(v) => {
                setChannel(v as TFanCallType);
                setContact('');
                setErrors({});
              }}
              data={offer.channels.map((c) => ({
                value: c,
                label: (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    {c === 'WhatsApp' ? (
                      <IconBrandWhatsapp size={16} aria-hidden />
                    ) : (
                      <IconVideo size={16} aria-hidden />
                    )}
                    {c}
                  </span>
                ),
              }))}
            />
          </Input.Wrapper>
        )}
        <TextInput
          label={whatsapp ? t.whatsappLabel : t.zoomLabel}
          placeholder={whatsapp ? t.whatsappPlaceholder : t.zoomPlaceholder}
          type={whatsapp ? 'tel' : 'email'}
          inputMode={whatsapp ? 'tel' : 'email'}
          autoComplete={whatsapp ? 'tel' : 'email'}
          value={contact}
          onChange={(e) => setContact(e.currentTarget.value)}
          error={errors.contact}
          maxLength={254}
        />
        <NumberInput
          label={t.minutesLabel}
          value={minutesValue}
          onChange={setMinutes}
          min={offer.minMinutes}
          max={offer.maxMinutes}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={
            errors.minutes ??
            (minutesValue !== '' && !minutesValid ? fanPurchasesMessages.minutesInvalid : undefined)
          }
        />
        <Input.Wrapper label={chat.proposeTimes} error={errors.times} required>
          <Stack gap={6} mt={4}>
            {times.map((value, index) => (
              // The inputs have no identity of their own but their place; removing re-renders.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} gap={6} wrap="nowrap" align="flex-start">
                <TextInput
                  type="datetime-local"
                  aria-label={chat.proposedTimeLabel(index + 1)}
                  value={value}
                  min={bounds?.min}
                  max={bounds?.max}
                  onChange={(e) => setTime(index, e.currentTarget.value)}
                  error={errors.time?.[index]}
                  style={{ flex: 1 }}
                />
                {times.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`${chat.removeTime} (${chat.proposedTimeLabel(index + 1)})`}
                    onClick={() => setTimes((all) => all.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {times.length < CHAT_MAX_PROPOSED_TIMES && (
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setTimes((all) => [...all, ''])}
              >
                {chat.addTime}
              </Button>
            )}
          </Stack>
        </Input.Wrapper>
        <Textarea
          label={chat.noteLabel}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          maxLength={NOTE_MAX}
          rows={2}
        />
      </Stack>
    </OfferCard>
  );
}
