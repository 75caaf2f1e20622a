import {
  callPriceCents,
  fanPurchasesMessages,
  type TAthletePage,
  type TFanCallType,
  athletePageTexts as t,
  ZCheckoutRequest,
} from '@fhp/domain';
import { Input, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconPhoneCall, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { OfferCard } from './offer-card';
import type { OnBuy } from './purchase';

type CallOffer = NonNullable<TAthletePage['offers']['call']>;
type Errors = Partial<Record<'contact' | 'minutes', string>>;

/**
 * A call request: WhatsApp or Zoom, the fan's number or Zoom e-mail, and the minutes; the total
 * is the athlete's rate times the minutes (the domain's rule). The checkout schema checks the
 * contact before anything is sent, with the catalogue's messages.
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
  const [errors, setErrors] = useState<Errors>({});
  const minutes = typeof minutesValue === 'number' ? minutesValue : Number.NaN;
  const minutesValid =
    Number.isInteger(minutes) && minutes >= offer.minMinutes && minutes <= offer.maxMinutes;
  const total = minutesValid ? callPriceCents(offer.ratePerMinuteCents, minutes) : null;
  const whatsapp = channel === 'WhatsApp';

  const buy = () => {
    const parsed = ZCheckoutRequest.safeParse({
      item: 'call',
      athleteNumber,
      channel,
      contact,
      minutes,
    });
    if (!parsed.success || total === null) {
      const next: Errors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path[0];
        if (key === 'contact' || key === 'minutes') next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onBuy({ request: parsed.data, title: t.callItem(channel, minutes), priceCents: total });
  };

  return (
    <OfferCard
      title={t.callTitle}
      description={t.callBody}
      icon={<IconPhoneCall size={22} aria-hidden />}
      priceCents={total}
      priceLabel={t.total}
      priceNote={t.ratePerMinute(offer.ratePerMinuteCents)}
      buyLabel={t.buy}
      buyName={`${t.buy}: ${t.callTitle}`}
      disabled={disabled || !minutesValid}
      onBuy={buy}
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
      </Stack>
    </OfferCard>
  );
}
