import { AUTH_MESSAGES } from "@care/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { claimsFor, fakeJwt } from "../../test/tokens";
import { interpretLoginAnswer, signInErrorMessage } from "./sign-in";

const answer = (data: { jwt: string; refresh_token: string }[], applicationCode?: number) => ({
  application_code: 200,
  applicationCode,
  message: "",
  data,
  error: null,
});

describe("login answer", () => {
  it("asks for the code when applicationCode is 200 and no tokens came", () => {
    expect(interpretLoginAnswer(answer([], 200))).toEqual({ kind: "mfa" });
  });

  it("builds the session from the token's claims", () => {
    const outcome = interpretLoginAnswer(answer([{ jwt: fakeJwt(claimsFor(["CareAgent"])), refresh_token: "r" }]));
    expect(outcome).toMatchObject({
      kind: "signed-in",
      session: { userId: "user-1", userRole: ["CareAgent"], refreshToken: "r" },
    });
  });

  it("refuses a token without a user id", () => {
    const jwt = fakeJwt({ ...claimsFor(["CareAgent"]), sub: "" });
    expect(interpretLoginAnswer(answer([{ jwt, refresh_token: "r" }]))).toEqual({
      kind: "error",
      message: AUTH_MESSAGES.invalidAuthentication,
    });
  });

  it("refuses caregivers and unknown roles with the spec's words", () => {
    const caregiver = fakeJwt(claimsFor(["Caregiver"]));
    const unknown = fakeJwt(claimsFor(["CareAgent", "Janitor"]));
    expect(interpretLoginAnswer(answer([{ jwt: caregiver, refresh_token: "r" }]))).toMatchObject({
      message: "Unauthorized Access !",
    });
    expect(interpretLoginAnswer(answer([{ jwt: unknown, refresh_token: "r" }]))).toMatchObject({
      message: "You do not have permission to access portal.",
    });
  });

  it("sends a first login to choose a password", () => {
    const jwt = fakeJwt(claimsFor(["BDM"], { first_login: true }));
    expect(interpretLoginAnswer(answer([{ jwt, refresh_token: "r" }]))).toMatchObject({ kind: "first-login" });
  });

  it("words a 401 on the password step as wrong credentials, and keeps other messages", () => {
    expect(signInErrorMessage(new ApiError("Unauthorized", "http", 401, 401), "password")).toBe(
      "Incorrect Email or Password.",
    );
    expect(signInErrorMessage(new ApiError("Unauthorized Access !", "http", 403, 403), "password")).toBe(
      "Unauthorized Access !",
    );
    expect(signInErrorMessage(new ApiError(AUTH_MESSAGES.invalidMfa, "http", 401, 401), "code")).toBe(
      AUTH_MESSAGES.invalidMfa,
    );
  });
});
