import { ssoRoutes } from "@care/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, json } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { claimsFor, fakeJwt } from "../../../test/tokens";

const ON = { [`GET ${ssoRoutes.ssoConfig.path}`]: () => envelope({ enabled: true, label: "Contoso" }) };
const tokensAnswer = (jwt: string) =>
  json(200, { application_code: 200, message: "Login successful", data: [{ jwt, refresh_token: "r" }], error: null });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("single sign-on on the login page", () => {
  it("shows no button when the API says it is off", async () => {
    renderApp("/login", null, {
      [`GET ${ssoRoutes.ssoConfig.path}`]: () => envelope({ enabled: false, label: null }),
    });
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
  });

  it("offers 'Sign in with <label>' and sends the browser to the provider's address", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const { fake } = renderApp("/login", null, {
      ...ON,
      [`POST ${ssoRoutes.ssoStart.path}`]: () => envelope({ authorization_url: "https://idp.example/authorize?x=1" }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Sign in with Contoso" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://idp.example/authorize?x=1"));
    expect(fake.calls.filter((c) => c.path === ssoRoutes.ssoStart.path)).toHaveLength(1);
  });

  it("finishes the provider's answer once and lands on the role's page, the address cleaned", async () => {
    const jwt = fakeJwt(claimsFor(["Admin"], { email: "alex@demo.care" }));
    const { router, fake, services } = renderApp("/login?code=c0de&state=st4te&iss=https%3A%2F%2Fidp.example", null, {
      ...ON,
      [`POST ${ssoRoutes.ssoCallback.path}`]: () => tokensAnswer(jwt),
      "*": () => envelope([]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal-admin/care-insight-review"));
    expect(services.session.get()?.email).toBe("alex@demo.care");
    const calls = fake.calls.filter((c) => c.path === ssoRoutes.ssoCallback.path);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? "{}")).toEqual({
      query: "?code=c0de&state=st4te&iss=https%3A%2F%2Fidp.example",
    });
  });

  it("shows the API's refusal on the login page, signed out", async () => {
    const message =
      "No care portal account uses sam@contoso.com. Single sign-on never creates accounts: ask your administrator to create one.";
    const { router, services } = renderApp("/login?code=c0de&state=st4te", null, {
      ...ON,
      [`POST ${ssoRoutes.ssoCallback.path}`]: () =>
        json(403, { application_code: 403, message, data: null, error: { code: "FORBIDDEN" } }),
    });
    expect((await screen.findByTestId("login-error")).textContent).toBe(message);
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("");
    expect(services.session.get()).toBeNull();
    await screen.findByRole("button", { name: "Sign in with Contoso" });
  });
});
