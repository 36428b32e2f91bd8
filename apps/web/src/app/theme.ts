import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  isLightColor,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

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
    // So is a toast's (axe button-name, critical); its text under a title is Mantine's gray 6 (3.3:1 on
    // white): the readable dimmed grey instead (issue 20, item 11).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: (_theme: unknown, props: { title?: unknown }) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    },
    // A file input's "Choose a file" is drawn text, not a placeholder attribute: Mantine's placeholder grey
    // (gray 5, 2.1:1 on white) fails as text does (axe color-contrast); the readable dimmed grey instead.
    FileInput: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
    // Previous, next, first and last hold only an arrow.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': `${{ first: 'First', previous: 'Previous', next: 'Next', last: 'Last' }[control]} page`,
        }),
      },
    },
    // A spinner that is named (aria-label) needs a role that may carry a name (axe aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** WCAG's contrast ratio of two colours (any CSS colour Mantine parses). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour darkened in small steps until it reads at `ratio` on the background (itself if it does). */
function readableOn(color: string, background: string, ratio = 4.6): string {
  for (let amount = 0; amount < 1; amount += 0.04) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return '#000';
}

/**
 * Mantine's light scheme puts shade 9 on shade 1 for the `light` variant (badges, alerts: orange 3.6:1, teal
 * 4.3:1, yellow 2.7:1), white on shade 7 for `filled` (red 3.8:1) and shade 7 as coloured text on white
 * (teal figures 3.7:1), and shade 7 for `outline` (teal 3.1:1). Every colour of the theme gets variants that read at 4.5:1 or more (AA for small
 * text, the badges are 10 px), darkening only the colours that need it, so the palette keeps its look
 * (issue 20, item 11; decision 043).
 */
export function readableColorVariables(colors = theme.colors ?? {}): Record<string, string> {
  const all = { ...DEFAULT_THEME.colors, ...colors } as Record<string, readonly string[]>;
  const shade = 7; // theme.primaryShade.light
  const variables: Record<string, string> = {};
  for (const [name, tuple] of Object.entries(all)) {
    const [s0, s1, s9, filled] = [tuple[0]!, tuple[1]!, tuple[9]!, tuple[shade]!];
    variables[`--mantine-color-${name}-light-color`] = readableOn(s9, s1);
    // autoContrast writes dark text on a light filled colour (yellow, lime: Mantine's luminance threshold,
    // 0.3): that reads already.
    if (!isLightColor(filled, 0.3)) {
      const readable = readableOn(filled, '#fff');
      variables[`--mantine-color-${name}-filled`] = readable;
      variables[`--mantine-color-${name}-filled-hover`] = darken(readable, 0.12);
    }
    // Coloured text (c="teal") on white or on the palest tint of its own colour.
    variables[`--mantine-color-${name}-text`] = readableOn(filled, s0);
    // The `outline` variant (badges, buttons): shade 7 text and border on white (teal 3.1:1).
    variables[`--mantine-color-${name}-outline`] = readableOn(filled, '#fff');
  }
  return variables;
}

/**
 * Mantine's dimmed grey (gray 6, #868e96) reads at 3.3:1 on white, under the 4.5:1 small text needs; gray 7
 * (#495057) reads at 8:1 (issue 13, item 6). The colour variants as `readableColorVariables` says.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...readableColorVariables(), '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
