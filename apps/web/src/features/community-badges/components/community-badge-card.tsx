import { communityBadgeVerificationPath, communityBadgesMessages as t } from '@fhp/domain';
import { QRCodeSVG } from 'qrcode.react';
import classes from './community-badge-card.module.css';

export type BadgeCardProps = {
  name: string;
  photoUrl: string | null;
  badgeNumber: string;
  date: string;
  sample?: boolean;
};

/**
 * The badge as the PDF draws it (name, photo, number, date, QR code to its verification page),
 * so the athlete sees what they download; the sample uses the same card with made-up values.
 */
export function CommunityBadgeCard({ name, photoUrl, badgeNumber, date, sample }: BadgeCardProps) {
  const verifyUrl =
    typeof window === 'undefined'
      ? communityBadgeVerificationPath(badgeNumber)
      : new URL(communityBadgeVerificationPath(badgeNumber), window.location.origin).toString();
  return (
    <figure
      className={`${classes.card} ${sample ? classes.sample : ''}`}
      aria-label={sample ? t.sample : t.badgeLabel(badgeNumber)}
      style={{ margin: 0 }}
    >
      <div className={classes.heading}>{t.pdf.heading}</div>
      {photoUrl ? (
        <img className={classes.photo} src={photoUrl} alt="" />
      ) : (
        <div className={classes.photo} aria-hidden />
      )}
      <div className={classes.fields}>
        <div className={classes.label}>{t.pdf.athlete}</div>
        <div className={classes.value}>{name}</div>
        <div className={classes.label}>{t.pdf.number}</div>
        <div className={classes.value}>{badgeNumber}</div>
        <div className={classes.label}>{t.pdf.date}</div>
        <div className={classes.value}>{date}</div>
      </div>
      <div className={classes.qr}>
        <QRCodeSVG value={verifyUrl} size={72} aria-label={t.pdf.scan} />
      </div>
    </figure>
  );
}
