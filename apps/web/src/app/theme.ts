import { shellMessages } from '@fhp/domain';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

/**
 * Signal orange for highlights (badges, stripes); autoContrast picks dark text on it. Shade 9
 * is darker than a plain ramp because Mantine uses it as the text of light variants (badges):
 * it keeps 5:1 on the pale orange background.
 */
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
  '#a63a00',
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
    // Mantine's close buttons are icon-only: give every dialog's one a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': shellMessages.closeDialog } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': shellMessages.closeDialog } } },
    // Toasts too (axe: button-name).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': shellMessages.closeDialog } },
    },
    // A closed select's list is not rendered (Mantine keeps it mounted, hidden, and positions
    // it against its input on mount and on every scroll or resize): a form with a few selects
    // rendered and positioned them all before its first paint (decision 0032).
    Combobox: { defaultProps: { keepMounted: false } },
  },
  other: {
    brandName: 'FHP',
    themeColor: '#0a4de4',
  },
});

/**
 * Mantine's default dimmed text (gray.6) is about 3.3:1 on white, below WCAG AA for body text;
 * gray.7 keeps the secondary look at about 8:1. Likewise its error red (red.6, form errors) is
 * about 3.3:1; red.9 is about 5.4:1. Green's light variant (green.9 text, e.g. Mark as Done) is
 * about 3.9:1 on its pale background; a darker green keeps about 4.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-green-light-color': '#24783a',
    // Light badges' text (states of money: credit, debit, pending, returned) at 4.5:1 or more
    // on their tinted background; Mantine's defaults (shade 6) fall under it.
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-red-light-color': '#b02020',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-orange-light-color': '#a83600',
  },
  dark: {},
});
