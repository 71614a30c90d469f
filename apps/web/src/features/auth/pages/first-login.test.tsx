import { authRoutes } from "@care/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, json } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { claimsFor, fakeJwt } from "../../../test/tokens";

const TEMPORARY = "Temporary#Pass9x";
const CHOSEN = "Chosen#Password2048";

describe("first login with a forced reset", () => {
  it("sends the user to choose a password, changes it with the held token, and asks for a fresh login", async () => {
    const jwt = fakeJwt(claimsFor(["BDM"], { email: "bailey@demo.care", first_login: true }));
    const { router, fake, services } = renderApp("/login", null, {
      [`POST ${authRoutes.login.path}`]: () =>
        json(200, { application_code: 200, message: "", data: [{ jwt, refresh_token: "r" }], error: null }),
      [`POST ${authRoutes.changePassword.path}`]: () => envelope(null),
    });
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByLabelText(/Email/), "Bailey@Demo.care");
    await user.type(screen.getByLabelText(/^Password/), TEMPORARY);
    await user.click(screen.getByRole("button", { name: "Login" }));

    await screen.findByRole("heading", { level: 1, name: "Change Password" });
    expect(router.state.location.pathname).toBe("/choose-password");
    expect(services.session.get()).toBeNull();
    const login = fake.calls.find((c) => c.path === authRoutes.login.path);
    expect(JSON.parse(login?.body ?? "{}")).toEqual({ email: "bailey@demo.care", password: TEMPORARY });

    await user.type(screen.getByPlaceholderText("Enter New Password"), CHOSEN);
    await user.type(screen.getByPlaceholderText("Re-enter New Password"), CHOSEN);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await screen.findByText("Please login again");
    expect(router.state.location.pathname).toBe("/login");
    const change = fake.calls.find((c) => c.path === authRoutes.changePassword.path);
    expect(change?.headers.authorization).toBe(`Bearer ${jwt}`);
    expect(JSON.parse(change?.body ?? "{}")).toEqual({ old_password: TEMPORARY, new_password: CHOSEN });
    expect(services.session.get()).toBeNull();
  });
});
