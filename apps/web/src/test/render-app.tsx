import { authRoutes, alarmRoutes } from "@care/contracts";
import { render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/App";
import { appRoutes } from "../app/routing/routes";
import type { AppServices } from "../lib/services";
import { LOGOUT_REASONS } from "../lib/session/logout-reasons";
import type { Session } from "../lib/session/session";
import { plainCodec } from "../lib/session/session-codec";
import { SessionStore } from "../lib/session/session-store";
import { createApiClient } from "../lib/api/api-client";
import { createFakeFetch, envelope, hang, type FakeFetch, type FakeHandler } from "./fake-fetch";

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
  fake: FakeFetch;
}

/** The whole portal at `path`, with a stored session (or none) and a scripted API. */
export function renderApp(
  path: string,
  session: Session | null,
  routes: Record<string, FakeHandler> = {},
): RenderedApp {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    // Never answered: no websocket is opened in component tests.
    [`GET ${authRoutes.secretData.path}`]: hang,
    // No alarm is open unless a test says so: the alarm popups load the open alarms at start for every role that
    // hears them, and an unscripted (failing) load would put 'Failed to fetch exisisting events data.' on screen.
    [`GET ${alarmRoutes.listAlarms.path}`]: () => envelope([]),
    ...routes,
  });
  const store = new SessionStore(localStorage, plainCodec, sessionStorage);
  if (session) store.set(session);
  const api = createApiClient({
    tokens: store,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    fetch: fake.fetch,
  });
  const services = { session: store, api };
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, services, fake };
}
