import { formatCents, seasonLabel, seasonalBadgesMessages as t } from '@fhp/domain';
import { IconDeviceTv, IconQrcode } from '@tabler/icons-react';
import classes from './badge-card.module.css';

export interface BadgeCardData {
  type: string;
  eventPlus: string | null;
  year: number | string;
  sport: string;
  sportType: string;
  listNumber: number | string;
  typeData1: string;
  typeData2: string;
  typeData3: string;
  videoPriceCents: number | null;
  qrPriceCents: number | null;
}

/** A seasonal badge as a fan sees it: the live preview of the dialogs and My Seasonal Badges. */
export function BadgeCard({
  badge,
  photoUrl,
  athleteName,
  label,
  compact,
}: {
  badge: BadgeCardData;
  photoUrl: string | null;
  athleteName: string;
  label?: string;
  /** Smaller on a phone (the dialogs' preview above the form). */
  compact?: boolean;
}) {
  const initials = athleteName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <figure
      className={classes.card}
      data-sport={badge.sport || 'FOOTBALL'}
      data-compact={compact || undefined}
      aria-label={label}
      style={{ margin: 0 }}
    >
      <div className={classes.inner}>
        <div className={classes.top}>
          <span>
            {badge.sport || '—'} {badge.sportType ? `· ${badge.sportType}` : ''}
          </span>
          <span className={classes.number}>#{badge.listNumber || '–'}</span>
        </div>
        <div className={classes.vertical}>{badge.typeData1}</div>
        <div className={classes.photo}>
          {photoUrl ? (
            <img src={photoUrl} alt={athleteName} />
          ) : (
            <span className={classes.initials} aria-hidden>
              {initials}
            </span>
          )}
        </div>
        <figcaption className={classes.bottom}>
          <div className={classes.line1}>{badge.typeData2}</div>
          <div className={classes.line2}>{badge.typeData3}</div>
          <div className={classes.line2}>{seasonLabel(badge)}</div>
          <div className={classes.prices}>
            {badge.videoPriceCents ? (
              <span className={classes.price}>
                <IconDeviceTv size={11} aria-hidden /> {formatCents(badge.videoPriceCents)}
              </span>
            ) : null}
            {badge.qrPriceCents ? (
              <span className={classes.price}>
                <IconQrcode size={11} aria-hidden /> {formatCents(badge.qrPriceCents)}
              </span>
            ) : null}
          </div>
        </figcaption>
      </div>
    </figure>
  );
}

export const previewLabel = t.previewLabel;
