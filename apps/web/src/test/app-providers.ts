// The app's providers for tests that render one component inside the portal's services (the theme, the query
// client, toasts, the session). Tests of lib and features reach the app layer only through the harness here, as
// renderApp does: the layer rule (eslint.config.js) holds for their imports too.
export { AppProviders } from "../app/App";
