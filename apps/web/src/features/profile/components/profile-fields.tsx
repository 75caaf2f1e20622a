import { formatCents, type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Anchor } from '@mantine/core';
import { IconCoin, IconId, IconVideo } from '@tabler/icons-react';
import { useFormatDateTime } from '../../../lib/dates';
import { EditableRow, ReadOnlyRow } from './editable-row';
import {
  ChatRateEditor,
  GenderEditor,
  SportBadgeRateEditor,
  SportEditor,
  TextFieldEditor,
} from './field-editors';
import { PayoutEmailRow } from './payout-email-row';
import classes from './profile.module.css';
import { ProfileCard } from './profile-card';

const yesNo = (v: boolean | null) => (v === null ? null : v ? t.yes : t.no);
const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" className={classes.wrap}>
      {href}
    </Anchor>
  );
}

function contactText(p: TAthleteProfile) {
  if (!p.contactMethod) return t.contactNone;
  const method = p.contactMethod === 'whatsapp' ? 'WhatsApp' : 'Zoom';
  return p.contactValue ? `${method}: ${p.contactValue}` : method;
}

/** Names, sport and gender (editable) and the fields set at sign-up (read only). */
export function PersonalDetailsCard({ profile: p }: { profile: TAthleteProfile }) {
  const formatDateTime = useFormatDateTime();
  return (
    <ProfileCard title={t.detailsTitle} icon={<IconId size={22} aria-hidden />}>
      <EditableRow
        label={t.firstNameLabel}
        value={p.firstName}
        editor={(close) => (
          <TextFieldEditor
            field="firstName"
            label={t.firstNameLabel}
            initial={p.firstName}
            close={close}
          />
        )}
      />
      <EditableRow
        label={t.lastNameLabel}
        value={p.lastName}
        editor={(close) => (
          <TextFieldEditor
            field="lastName"
            label={t.lastNameLabel}
            initial={p.lastName}
            close={close}
          />
        )}
      />
      <EditableRow
        label={t.sportLabel}
        value={p.sport}
        editor={(close) => (
          <SportEditor label={t.sportLabel} initial={p.sport ?? ''} close={close} />
        )}
      />
      <ReadOnlyRow label={t.emailLabel} value={p.email} />
      <ReadOnlyRow label={t.dateOfBirthLabel} value={p.dateOfBirth} />
      <EditableRow
        label={t.genderLabel}
        value={p.gender}
        editor={(close) => (
          <GenderEditor label={t.genderLabel} initial={p.gender ?? ''} close={close} />
        )}
      />
      <ReadOnlyRow label={t.phoneLabel} value={p.phone} />
      <ReadOnlyRow label={t.contactLabel} value={contactText(p)} />
      <ReadOnlyRow label={t.countryLabel} value={p.country} />
      <ReadOnlyRow label={t.schoolAthleteLabel} value={yesNo(p.schoolAthlete)} />
      <ReadOnlyRow label={t.memberSinceLabel} value={formatDateTime(p.createdAt)} />
      <ReadOnlyRow
        label={t.lastLoginLabel}
        value={p.lastLoggedInAt ? formatDateTime(p.lastLoggedInAt) : null}
      />
    </ProfileCard>
  );
}

/** Payout address (changed with the password), chat rate and sport badge rate. */
export function RatesCard({ profile: p }: { profile: TAthleteProfile }) {
  return (
    <ProfileCard title={t.ratesTitle} icon={<IconCoin size={22} aria-hidden />}>
      <PayoutEmailRow profile={p} />
      <EditableRow
        label={t.chatRateLabel}
        value={money(p.chatRateCents)}
        editor={(close) => (
          <ChatRateEditor label={t.chatRateLabel} initial={p.chatRateCents} close={close} />
        )}
      />
      <EditableRow
        label={t.sportBadgeRateLabel}
        value={money(p.sportBadgeRateCents)}
        editor={(close) => (
          <SportBadgeRateEditor
            label={t.sportBadgeRateLabel}
            initial={p.sportBadgeRateCents}
            close={close}
          />
        )}
      />
    </ProfileCard>
  );
}

/** Qr_Url (a YouTube video link) and the YouTube URL; an empty value clears a link. */
export function LinksCard({ profile: p }: { profile: TAthleteProfile }) {
  return (
    <ProfileCard title={t.linksTitle} icon={<IconVideo size={22} aria-hidden />}>
      <EditableRow
        label={t.qrUrlLabel}
        value={p.qrUrl ? <ExternalLink href={p.qrUrl} /> : null}
        editor={(close) => (
          <TextFieldEditor
            field="qrUrl"
            label={t.qrUrlLabel}
            description={t.qrUrlHint}
            placeholder="https://www.youtube.com/watch?v=..."
            initial={p.qrUrl ?? ''}
            close={close}
          />
        )}
      />
      <EditableRow
        label={t.youtubeUrlLabel}
        value={p.youtubeUrl ? <ExternalLink href={p.youtubeUrl} /> : null}
        editor={(close) => (
          <TextFieldEditor
            field="youtubeUrl"
            label={t.youtubeUrlLabel}
            placeholder="https://"
            initial={p.youtubeUrl ?? ''}
            close={close}
          />
        )}
      />
    </ProfileCard>
  );
}
