/**
 * Draws a demo athlete's illustrated portrait as SVG (decision 0030): a head and shoulders
 * composed from parts (skin tone, hair style and colour, brows, beard), dressed for the sport
 * (a jersey or tank in the school's colours with the athlete's number, a cap, a headband, a swim
 * cap) on a background of the athlete's own, with the sport's ball in the corner. Everything is
 * drawn here, from nothing but these shapes, so the pictures are this project's own and can be
 * shipped with it. make-demo-photos.ts renders them to WebP once; the seed never draws.
 */

export const SKIN_TONES = [
  '#f6d3bd',
  '#eec19c',
  '#dfa878',
  '#c58655',
  '#9a5f37',
  '#66402a',
] as const;

export const HAIR_COLORS = {
  black: '#1d1715',
  darkBrown: '#3a2419',
  brown: '#6b4327',
  auburn: '#8b3a1c',
  blonde: '#d8ad62',
  lightBlonde: '#ead08f',
  red: '#b04a22',
} as const;

export type THairStyle =
  | 'short'
  | 'fade'
  | 'buzz'
  | 'curly'
  | 'afro'
  | 'waves'
  | 'long'
  | 'ponytail'
  | 'bun'
  | 'braids'
  | 'bob'
  | 'locs';

export type TPortraitLook = {
  skin: number;
  hair: THairStyle;
  hairColor: keyof typeof HAIR_COLORS;
  beard?: boolean;
  /** Brows raised in the middle (a friendlier look) rather than flat. */
  arched?: boolean;
  /** An open, toothy smile rather than a closed one. */
  grin?: boolean;
};

export type TPortrait = {
  look: TPortraitLook;
  sport: string;
  number: number;
  /** The school's colours: the jersey and its trim. */
  colors: readonly [string, string];
  background: string;
};

/** A colour darker (amount < 0) or lighter (amount > 0) by a fraction. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Whether text on this colour reads better in dark ink than in white. */
const isLight = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
};

type Outfit = 'tank' | 'jersey' | 'polo' | 'swim' | 'singlet';
type Headwear = 'cap' | 'headband' | 'swimcap' | null;

function outfitOf(sport: string): { outfit: Outfit; headwear: Headwear } {
  switch (sport) {
    case 'Basketball':
    case 'Volleyball':
    case 'Beach Volleyball':
    case 'Track and Field':
    case 'Cross Country':
    case 'Gymnastics':
      return { outfit: 'tank', headwear: null };
    case 'Wrestling':
      return { outfit: 'singlet', headwear: null };
    case 'Baseball':
    case 'Softball':
      return { outfit: 'jersey', headwear: 'cap' };
    case 'Tennis':
      return { outfit: 'polo', headwear: 'headband' };
    case 'Golf':
      return { outfit: 'polo', headwear: null };
    case 'Swimming and Diving':
    case 'Water Polo':
      return { outfit: 'swim', headwear: 'swimcap' };
    default:
      return { outfit: 'jersey', headwear: null };
  }
}

/** The sport's ball (or a medal), drawn in a 48 px circle centred on (cx, cy). */
function sportIcon(sport: string, cx: number, cy: number): string {
  const ring = `<circle cx="${cx}" cy="${cy}" r="25" fill="#ffffff" opacity="0.55"/>`;
  const r = 18;
  const ball = (fill: string, extra: string) =>
    `${ring}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#2b2b2b" stroke-width="2"/>${extra}`;
  switch (sport) {
    case 'Basketball':
      return ball(
        '#e8772e',
        `<path d="M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}M${cx - 12} ${cy - 13}C${cx - 4} ${cy - 5} ${cx - 4} ${cy + 5} ${cx - 12} ${cy + 13}M${cx + 12} ${cy - 13}C${cx + 4} ${cy - 5} ${cx + 4} ${cy + 5} ${cx + 12} ${cy + 13}" stroke="#2b2b2b" stroke-width="1.8" fill="none"/>`,
      );
    case 'Soccer':
      return ball(
        '#ffffff',
        `<polygon points="${cx},${cy - 7} ${cx + 7},${cy - 2} ${cx + 4},${cy + 6} ${cx - 4},${cy + 6} ${cx - 7},${cy - 2}" fill="#2b2b2b"/><path d="M${cx} ${cy - 7}V${cy - r}M${cx + 7} ${cy - 2}L${cx + 17} ${cy - 5}M${cx + 4} ${cy + 6}L${cx + 10} ${cy + 15}M${cx - 4} ${cy + 6}L${cx - 10} ${cy + 15}M${cx - 7} ${cy - 2}L${cx - 17} ${cy - 5}" stroke="#2b2b2b" stroke-width="1.8"/>`,
      );
    case 'Football':
    case 'Flag Football':
      return `${ring}<ellipse cx="${cx}" cy="${cy}" rx="21" ry="13" transform="rotate(-30 ${cx} ${cy})" fill="#8a4a25" stroke="#2b2b2b" stroke-width="2"/><path d="M${cx - 6} ${cy + 3}L${cx + 6} ${cy - 4}M${cx - 4} ${cy - 2}L${cx - 1} ${cy + 3}M${cx} ${cy - 4}L${cx + 3} ${cy + 1}" stroke="#fff" stroke-width="2"/>`;
    case 'Volleyball':
    case 'Beach Volleyball':
      return ball(
        sport === 'Beach Volleyball' ? '#ffe27a' : '#ffffff',
        `<path d="M${cx} ${cy}C${cx - 2} ${cy - 10} ${cx - 10} ${cy - 16} ${cx - 14} ${cy - 11}M${cx} ${cy}C${cx + 10} ${cy - 2} ${cx + 16} ${cy + 6} ${cx + 12} ${cy + 13}M${cx} ${cy}C${cx - 8} ${cy + 6} ${cx - 10} ${cy + 14} ${cx - 4} ${cy + 17}" stroke="#2563a8" stroke-width="2.4" fill="none"/>`,
      );
    case 'Baseball':
    case 'Softball':
      return ball(
        sport === 'Softball' ? '#f3ea5b' : '#ffffff',
        `<path d="M${cx - 10} ${cy - 14}C${cx - 3} ${cy - 5} ${cx - 3} ${cy + 5} ${cx - 10} ${cy + 14}M${cx + 10} ${cy - 14}C${cx + 3} ${cy - 5} ${cx + 3} ${cy + 5} ${cx + 10} ${cy + 14}" stroke="#d3312c" stroke-width="2" stroke-dasharray="3 2" fill="none"/>`,
      );
    case 'Tennis':
      return ball(
        '#cde04a',
        `<path d="M${cx - 16} ${cy - 8}C${cx - 4} ${cy - 4} ${cx - 4} ${cy + 4} ${cx - 16} ${cy + 8}M${cx + 16} ${cy - 8}C${cx + 4} ${cy - 4} ${cx + 4} ${cy + 4} ${cx + 16} ${cy + 8}" stroke="#ffffff" stroke-width="2.4" fill="none"/>`,
      );
    case 'Golf':
      return `${ring}<circle cx="${cx}" cy="${cy - 3}" r="13" fill="#ffffff" stroke="#2b2b2b" stroke-width="2"/><circle cx="${cx - 4}" cy="${cy - 6}" r="1.5" fill="#999"/><circle cx="${cx + 3}" cy="${cy - 2}" r="1.5" fill="#999"/><circle cx="${cx + 1}" cy="${cy - 9}" r="1.5" fill="#999"/><path d="M${cx - 6} ${cy + 10}H${cx + 6}L${cx + 2} ${cy + 14}V${cy + 20}H${cx - 2}V${cy + 14}Z" fill="#c9a36a"/>`;
    case 'Ice Hockey':
    case 'Field Hockey':
    case 'Lacrosse':
      return `${ring}<path d="M${cx - 4} ${cy - 20}L${cx + 4} ${cy + 10}C${cx + 6} ${cy + 16} ${cx + 12} ${cy + 16} ${cx + 18} ${cy + 14}" stroke="#5b3a1e" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="${cx - 9}" cy="${cy + 12}" rx="8" ry="4" fill="#2b2b2b"/>`;
    default:
      // Swimming, track, wrestling, gymnastics...: a medal on its ribbon.
      return `${ring}<path d="M${cx - 10} ${cy - 20}L${cx - 2} ${cy - 2}M${cx + 10} ${cy - 20}L${cx + 2} ${cy - 2}" stroke="#2563a8" stroke-width="6"/><circle cx="${cx}" cy="${cy + 6}" r="11" fill="#e5b53a" stroke="#9c7419" stroke-width="2"/><path d="M${cx} ${cy}L${cx + 2} ${cy + 5}H${cx + 7}L${cx + 3} ${cy + 8}L${cx + 5} ${cy + 13}L${cx} ${cy + 10}L${cx - 5} ${cy + 13}L${cx - 3} ${cy + 8}L${cx - 7} ${cy + 5}H${cx - 2}Z" fill="#fff3c4"/>`;
  }
}

/** Hair drawn behind the head (length that falls past it). */
function hairBack(style: THairStyle, color: string): string {
  switch (style) {
    case 'afro':
      return `<circle cx="128" cy="100" r="68" fill="${color}"/>`;
    case 'long':
      return `<path d="M72 112C66 52 190 52 184 112L192 206C170 218 86 218 64 206Z" fill="${color}"/>`;
    case 'braids':
      return `<path d="M74 110C70 58 186 58 182 110L184 200C170 210 162 210 160 196L158 150H98L96 196C94 210 86 210 72 200Z" fill="${color}"/><path d="M76 130V196M180 130V196" stroke="${shade(color, 0.25)}" stroke-width="3" stroke-dasharray="7 5"/>`;
    case 'locs':
      return `<path d="M74 108C70 56 186 56 182 108V186C176 194 168 194 164 186V150H92V186C88 194 80 194 74 186Z" fill="${color}"/><path d="M82 120V186M94 124V176M162 124V176M174 120V186" stroke="${shade(color, 0.2)}" stroke-width="3"/>`;
    case 'ponytail':
      return `<path d="M170 86C206 92 214 150 196 196C190 170 180 130 164 110Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="128" cy="50" r="22" fill="${color}"/>`;
    case 'bob':
      return `<path d="M72 114C66 52 190 52 184 114L186 162C172 170 84 170 70 162Z" fill="${color}"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the top of the head. */
function hairFront(style: THairStyle, color: string): string {
  const highlight = shade(color, 0.22);
  switch (style) {
    case 'short':
      return `<path d="M77 114C68 44 188 40 179 114C175 94 160 82 128 84C98 82 82 94 77 114Z" fill="${color}"/><path d="M102 70C116 64 140 63 156 70" stroke="${highlight}" stroke-width="3" fill="none"/>`;
    case 'fade':
      return `<path d="M79 108C76 52 180 48 177 108C171 92 152 82 128 82C104 82 85 92 79 108Z" fill="${color}"/><path d="M80 104C80 116 82 122 84 126M176 104C176 116 174 122 172 126" stroke="${color}" stroke-width="3" opacity="0.5"/>`;
    case 'buzz':
      return `<path d="M80 110C76 56 180 52 176 110C168 94 150 86 128 86C106 86 88 94 80 110Z" fill="${color}" opacity="0.85"/>`;
    case 'waves':
      return `<path d="M78 110C72 50 184 46 178 110C170 92 152 82 128 82C104 82 86 92 78 110Z" fill="${color}"/><path d="M100 68C108 64 116 72 124 68S140 64 148 68S158 72 160 68M92 78C100 74 108 82 116 78S132 74 140 78S154 82 164 78" stroke="${highlight}" stroke-width="2.5" fill="none"/>`;
    case 'curly': {
      const curls = (
        [
          [86, 92],
          [96, 74],
          [112, 64],
          [130, 60],
          [148, 64],
          [164, 74],
          [172, 92],
          [104, 82],
          [124, 74],
          [146, 80],
        ] as const
      )
        .map(([x, y]) => `<circle cx="${x}" cy="${y - 4}" r="15" fill="${color}"/>`)
        .join('');
      return `${curls}<path d="M100 70C108 66 116 72 122 68M134 66C142 62 150 68 156 66" stroke="${highlight}" stroke-width="2.5" fill="none"/>`;
    }
    case 'afro':
      return `<path d="M78 108C74 70 96 56 128 56C160 56 182 70 178 108C168 90 150 84 128 84C106 84 88 90 78 108Z" fill="${color}"/>`;
    case 'long':
    case 'bob':
    case 'braids':
    case 'locs':
      // A side part: the fringe sweeps across the forehead.
      return `<path d="M74 120C64 42 192 38 182 120C176 96 156 80 120 88C102 94 86 104 74 120Z" fill="${color}"/><path d="M118 68C132 63 152 65 164 74" stroke="${highlight}" stroke-width="3" fill="none"/>`;
    case 'ponytail':
    case 'bun':
      // Pulled back: smooth over the top with a parting line.
      return `<path d="M76 114C68 46 188 42 180 114C174 92 154 80 128 80C102 80 82 92 76 114Z" fill="${color}"/><path d="M128 62V80" stroke="${highlight}" stroke-width="2"/>`;
  }
}

function headwear(kind: Headwear, colors: readonly [string, string]): string {
  const [main, trim] = colors;
  switch (kind) {
    case 'cap':
      return `<path d="M72 104C70 38 186 38 184 104Z" fill="${main}"/><path d="M128 56V104" stroke="${shade(main, -0.25)}" stroke-width="2"/><circle cx="128" cy="56" r="4" fill="${trim}"/><path d="M68 100C90 92 166 92 188 100C197 104 198 113 188 113C162 106 94 106 68 113C58 113 58 104 68 100Z" fill="${shade(main, -0.2)}"/><circle cx="128" cy="76" r="7" fill="${trim}"/>`;
    case 'headband':
      return `<path d="M78 94C100 84 156 84 178 94L178 104C156 94 100 94 78 104Z" fill="#ffffff"/><path d="M79 99C100 90 156 90 177 99" stroke="${main}" stroke-width="3" fill="none"/>`;
    case 'swimcap':
      return `<path d="M76 108C70 46 186 46 180 108C170 96 150 88 128 88C106 88 86 96 76 108Z" fill="${main}"/><path d="M96 62C110 56 146 56 160 62" stroke="${shade(main, 0.3)}" stroke-width="3" fill="none"/><rect x="94" y="76" width="28" height="16" rx="8" fill="${trim}" stroke="#2b2b2b" stroke-width="2"/><rect x="134" y="76" width="28" height="16" rx="8" fill="${trim}" stroke="#2b2b2b" stroke-width="2"/><path d="M122 84H134M76 86H94M162 86H180" stroke="#2b2b2b" stroke-width="3"/>`;
    default:
      return '';
  }
}

/** The shoulders and what the athlete wears, with the number on the chest. */
function body(outfit: Outfit, skin: string, colors: readonly [string, string], number: number) {
  const [main, trim] = colors;
  const ink = isLight(main) ? '#1f2937' : '#ffffff';
  const numberText = (y: number, size: number, fill = ink) =>
    `<text x="128" y="${y}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${fill}" stroke="${trim}" stroke-width="1.5" paint-order="stroke">${number}</text>`;
  const shoulders = (fill: string) =>
    `<path d="M14 256C18 206 62 184 128 184C194 184 238 206 242 256Z" fill="${fill}"/>`;
  switch (outfit) {
    case 'tank':
    case 'singlet':
      return `${shoulders(skin)}<path d="M64 256C66 222 80 200 94 190H106C112 210 144 210 150 190H162C176 200 190 222 192 256Z" fill="${main}"/><path d="M106 190C112 210 144 210 150 190" stroke="${trim}" stroke-width="5" fill="none"/><path d="M94 190C82 200 70 222 66 256M162 190C174 200 186 222 190 256" stroke="${trim}" stroke-width="4" fill="none"/>${outfit === 'tank' ? numberText(246, 36) : `<path d="M96 224H160" stroke="${trim}" stroke-width="6"/>`}`;
    case 'polo':
      return `${shoulders(main)}<path d="M104 184L128 204L152 184L160 196L128 214L96 196Z" fill="${trim}"/><path d="M128 204V238" stroke="${shade(main, -0.2)}" stroke-width="2"/><circle cx="128" cy="216" r="2.5" fill="${trim}"/><circle cx="128" cy="228" r="2.5" fill="${trim}"/><text x="178" y="232" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="16" fill="${ink}">${number}</text>`;
    case 'swim':
      return `${shoulders(skin)}<path d="M70 256C76 236 90 226 100 224H156C166 226 180 236 186 256Z" fill="${main}"/><path d="M100 224H156" stroke="${trim}" stroke-width="4"/>`;
    default:
      return `${shoulders(main)}<path d="M60 200C52 220 48 240 46 256M196 200C204 220 208 240 210 256" stroke="${trim}" stroke-width="6" fill="none"/><path d="M106 186L128 210L150 186" stroke="${trim}" stroke-width="7" fill="none" stroke-linejoin="round"/>${numberText(250, 38)}`;
  }
}

function face(look: TPortraitLook, skin: string, hair: string): string {
  const dark = shade(skin, -0.35);
  const brow = shade(hair, -0.15);
  const brows = look.arched
    ? `<path d="M100 100C106 94 114 94 120 98M136 98C142 94 150 94 156 100" stroke="${brow}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`
    : `<path d="M100 100L120 98M136 98L156 100" stroke="${brow}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const eyes = `<ellipse cx="110" cy="116" rx="5" ry="6" fill="#1f1a17"/><ellipse cx="146" cy="116" rx="5" ry="6" fill="#1f1a17"/><circle cx="112" cy="113.5" r="1.8" fill="#fff"/><circle cx="148" cy="113.5" r="1.8" fill="#fff"/>`;
  const nose = `<path d="M128 120C125 128 124 133 130 134" stroke="${dark}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  const mouth = look.grin
    ? `<path d="M112 144C118 160 138 160 144 144Z" fill="#7a2f2a"/><path d="M114 145H142C141 150 115 150 114 145Z" fill="#ffffff"/>`
    : `<path d="M114 145C120 153 136 153 142 145" stroke="#7a3b2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  const cheeks = `<circle cx="100" cy="134" r="7" fill="#e66b6b" opacity="0.18"/><circle cx="156" cy="134" r="7" fill="#e66b6b" opacity="0.18"/>`;
  const beard = look.beard
    ? `<path d="M84 124C86 152 104 168 128 168C152 168 170 152 172 124C170 142 158 156 128 156C98 156 86 142 84 124Z" fill="${hair}" opacity="0.55"/><path d="M116 140C122 137 134 137 140 140" stroke="${hair}" stroke-width="4" opacity="0.6" stroke-linecap="round"/>`
    : '';
  return `${cheeks}${beard}${brows}${eyes}${nose}${mouth}`;
}

/** The portrait as an SVG document, `size` pixels square. */
export function drawPortrait(p: TPortrait, size = 256): string {
  const skin = SKIN_TONES[p.look.skin] ?? SKIN_TONES[0];
  const hair = HAIR_COLORS[p.look.hairColor];
  const { outfit, headwear: hat } = outfitOf(p.sport);
  // A cap or swim cap hides the hair on top; what falls below it still shows.
  const top = hat === 'cap' || hat === 'swimcap' ? '' : hairFront(p.look.hair, hair);
  const back = hat === 'swimcap' ? '' : hairBack(p.look.hair, hair);
  const bg = p.background;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(bg, 0.35)}"/><stop offset="1" stop-color="${shade(bg, -0.12)}"/></linearGradient></defs>`,
    `<rect width="256" height="256" fill="url(#bg)"/>`,
    `<circle cx="128" cy="136" r="104" fill="${shade(bg, 0.5)}" opacity="0.5"/>`,
    sportIcon(p.sport, 212, 44),
    back,
    body(outfit, skin, p.colors, p.number),
    `<path d="M110 150H146V190C140 198 116 198 110 190Z" fill="${shade(skin, -0.12)}"/>`,
    `<ellipse cx="82" cy="118" rx="9" ry="12" fill="${skin}"/><ellipse cx="174" cy="118" rx="9" ry="12" fill="${skin}"/>`,
    `<ellipse cx="128" cy="112" rx="47" ry="55" fill="${skin}"/>`,
    face(p.look, skin, hair),
    top,
    headwear(hat, p.colors),
    '</svg>',
  ].join('');
}
