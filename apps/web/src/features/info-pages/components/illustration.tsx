import type { TInfoIllustration } from '@fhp/domain';
import {
  IconAward,
  IconBuildingStadium,
  IconClipboardList,
  IconDiscount,
  IconMedal,
  IconMessageCircle,
  IconMessages,
  IconMicrophone,
  IconMovie,
  IconPizza,
  IconQrcode,
  IconRosette,
  IconSchool,
  IconShieldCheck,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import classes from './illustration.module.css';

type Art = { Icon: typeof IconMedal; Side: typeof IconMedal; hue: string };

const ART: Record<TInfoIllustration, Art> = {
  chat: { Icon: IconMessageCircle, Side: IconMessages, hue: '214' },
  group: { Icon: IconUsersGroup, Side: IconMessages, hue: '200' },
  endorsement: { Icon: IconRosette, Side: IconAward, hue: '38' },
  badge: { Icon: IconMedal, Side: IconAward, hue: '222' },
  overview: { Icon: IconBuildingStadium, Side: IconUsersGroup, hue: '228' },
  memento: { Icon: IconMovie, Side: IconTrophy, hue: '262' },
  seasonal: { Icon: IconQrcode, Side: IconMovie, hue: '160' },
  talking: { Icon: IconMicrophone, Side: IconMessageCircle, hue: '280' },
  talent: { Icon: IconMicrophone, Side: IconTrophy, hue: '330' },
  contest: { Icon: IconTrophy, Side: IconMedal, hue: '42' },
  school: { Icon: IconSchool, Side: IconMovie, hue: '204' },
  verify: { Icon: IconShieldCheck, Side: IconMedal, hue: '145' },
  manager: { Icon: IconClipboardList, Side: IconUsersGroup, hue: '190' },
  offers: { Icon: IconDiscount, Side: IconRosette, hue: '12' },
  pizza: { Icon: IconPizza, Side: IconUsersGroup, hue: '24' },
};

/**
 * A drawn banner for an info page (no downloaded images): a stadium-lights gradient with a
 * field line and the page's symbol. `label` is its text alternative.
 */
export function Illustration({ kind, label }: { kind: TInfoIllustration; label: string }) {
  const { Icon, Side, hue } = ART[kind];
  return (
    <div
      role="img"
      aria-label={label}
      className={classes.art}
      style={{ '--art-hue': hue } as React.CSSProperties}
    >
      <svg className={classes.field} viewBox="0 0 400 160" preserveAspectRatio="none" aria-hidden>
        <circle cx="40" cy="20" r="60" fill="white" opacity="0.08" />
        <circle cx="360" cy="20" r="60" fill="white" opacity="0.08" />
        <path
          d="M0 130 Q200 90 400 130"
          stroke="white"
          strokeWidth="2"
          fill="none"
          opacity="0.35"
        />
        <line x1="200" y1="105" x2="200" y2="160" stroke="white" strokeWidth="2" opacity="0.3" />
      </svg>
      <span className={classes.side} aria-hidden>
        <Side size={34} stroke={1.5} />
      </span>
      <span className={classes.main} aria-hidden>
        <Icon size={64} stroke={1.4} />
      </span>
    </div>
  );
}

/** The ad image of the pizza money and offers pages: a drawn poster with its text. */
export function AdImage({
  headline,
  body,
  label,
}: {
  headline: string;
  body: string;
  label: string;
}) {
  return (
    <figure className={classes.ad} style={{ margin: 0 }}>
      <span className={classes.adLabel}>{label}</span>
      <IconPizza size={40} stroke={1.5} aria-hidden />
      <figcaption>
        <strong style={{ display: 'block', fontSize: '1.5rem', lineHeight: 1.2 }}>
          {headline}
        </strong>
        <span>{body}</span>
      </figcaption>
    </figure>
  );
}
