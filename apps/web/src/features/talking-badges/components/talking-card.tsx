import { formatCents, talkingBadgesMessages as t } from '@fhp/domain';
import { IconMicrophone } from '@tabler/icons-react';
import classes from './talking-card.module.css';

/** The card preview of the Create and Update dialogs. */
export function TalkingCard({
  description,
  priceCents,
  imageUrl,
  photoUrl,
  athleteName,
}: {
  description: string;
  priceCents: number;
  imageUrl: string | null;
  photoUrl: string | null;
  athleteName: string;
}) {
  const initials = athleteName
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <figure className={classes.card} aria-label={t.previewLabel} style={{ margin: '0 auto' }}>
      <div className={classes.face}>
        {imageUrl ? (
          <img src={imageUrl} alt={t.fields.introducingImage} />
        ) : (
          <IconMicrophone size={56} aria-hidden />
        )}
        <span className={classes.stamp}>
          {photoUrl ? (
            <img src={photoUrl} alt={athleteName} />
          ) : (
            <span aria-hidden>{initials}</span>
          )}
        </span>
      </div>
      <figcaption className={classes.caption}>
        <div className={classes.description}>{description}</div>
        <div className={classes.meta}>
          {athleteName} · {t.title}
          {priceCents > 0 ? ` · ${formatCents(priceCents)}` : ''}
        </div>
      </figcaption>
    </figure>
  );
}
