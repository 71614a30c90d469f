import { createTheme, type Theme } from "@mui/material/styles";

/** Spec 1 §1: the theme's primary colour is green #6BA539. */
export const PRIMARY_COLOR = "#6BA539";

export const theme: Theme = createTheme({
  palette: {
    primary: { main: PRIMARY_COLOR, contrastText: "#ffffff" },
    background: { default: "#F5F7F2" },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
  },
});
