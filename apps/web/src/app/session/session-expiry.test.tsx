import { authRoutes } from "@care/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope } from "../../test/fake-fetch";
import { renderApp } from "../../test/render-app";
import { sessionFor } from "../../test/tokens";

describe("a session the API no longer accepts", () => {
  it("is flushed after one failed refresh, and the login page says why", async () => {
    const { router, services, fake } = renderApp("/call-schedule", sessionFor(["CareAgent"]), {
      [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope(null, 401, "Unauthorized"),
      [`POST ${authRoutes.accessToken.path}`]: () => envelope(null, 401, "Session expired. Please sign in again."),
      // The page's own reads meet the same dead token (they are sent at once when the page was loaded before).
      "*": () => envelope(null, 401, "Unauthorized"),
    });
    expect(await screen.findByTestId("login-notice")).toHaveProperty(
      "textContent",
      "User logged out due to session expired!",
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(services.session.get()).toBeNull();
    expect(localStorage.getItem("care.session")).toBeNull();
    expect(fake.calls.filter((c) => c.path === authRoutes.accessToken.path)).toHaveLength(1);
    // No error dialog on top of the login page.
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
