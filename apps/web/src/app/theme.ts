import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep navy: trust, the brand's main colour. Shade 9 is the header and footer. */
const navy: MantineColorsTuple = [
  '#edf2fa',
  '#d6e0f0',
  '#adc0e0',
  '#7f9cce',
  '#5a7ebf',
  '#4169b3',
  '#2f5594',
  '#1f4275',
  '#132f56',
  '#0b1f3a',
];

/** Warm ember: the call to action. Navy text on it keeps contrast above WCAG AA. */
const ember: MantineColorsTuple = [
  '#fff4e6',
  '#ffe6c7',
  '#ffcd8f',
  '#ffb254',
  '#fd9a27',
  '#f68a0f',
  '#e07800',
  '#c46700',
  '#a35500',
  '#7d4100',
];

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  colors: { navy, ember },
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 4 },
  autoContrast: true,
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '750' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 650 } },
    // Links inside text are told apart by more than colour (WCAG 1.4.1; axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // A dialog's close button is an icon: it needs a name for screen readers and keyboard users.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
