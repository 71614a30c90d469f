import { createTheme, type Theme, type ThemeOptions } from "@mui/material/styles";

/** Spec 1 §1: the theme's primary colour is green #6BA539. */
export const PRIMARY_COLOR = "#6BA539";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Whether the person asked their system for less motion. Read once when the portal loads (a change of the setting
 * takes effect at the next load; the CSS rule below follows it at once). False where there is no matchMedia.
 */
function prefersReducedMotion(): boolean {
  const media = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia;
  return typeof media === "function" && media.call(globalThis, REDUCED_MOTION).matches;
}

/**
 * Less motion for those who ask for it (WCAG 2.3.3): MUI's own transitions (dialogs, menus, collapses, tabs) take
 * no time, so they neither move nor keep a closed dialog on screen for their length; and every CSS animation and
 * transition, the ripples and third-party ones included, ends at once. The browser tests ask for it too
 * (tests/e2e/support/browser.ts): a screen that does not animate is ready sooner and costs the browser no frames.
 */
const reducedMotion: ThemeOptions = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
    getAutoHeightDuration: () => 0,
  },
};

const REDUCED_MOTION_CSS = {
  [`@media ${REDUCED_MOTION}`]: {
    "*, *::before, *::after": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important",
    },
  },
};

export const theme: Theme = createTheme({
  palette: {
    primary: { main: PRIMARY_COLOR, contrastText: "#ffffff" },
    background: { default: "#F5F7F2" },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
    MuiCssBaseline: { styleOverrides: REDUCED_MOTION_CSS },
  },
  ...(prefersReducedMotion() ? reducedMotion : {}),
});
