import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Royal blue: shade 7 on white is ~7:1 contrast, so filled buttons and links pass WCAG AA. */
const brand: MantineColorsTuple = [
  '#e8f0ff',
  '#d0dfff',
  '#a0bdff',
  '#6c99ff',
  '#437afe',
  '#2a67fe',
  '#1a5dff',
  '#0a4de4',
  '#0043cd',
  '#0039b5',
];

/** Signal orange for highlights (badges, stripes); autoContrast picks dark text on it. */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#d9480f',
];

// System fonts only: the app must work offline and load fast on phones.
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  colors: { brand, accent },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '800', textWrap: 'balance' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'xl', fw: 700 } },
    Container: { defaultProps: { size: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Loader: { defaultProps: { type: 'bars' } },
  },
  other: {
    brandName: 'FHP',
    themeColor: '#0a4de4',
  },
});
