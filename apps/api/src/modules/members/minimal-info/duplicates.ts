import { MEMBER_MESSAGES } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { AppError, type FieldError } from "../../../errors.js";
import { createUserLookupService } from "../../auth/user-lookup/service.js";

export interface DuplicateCheck {
  email?: string;
  mobile_number?: string;
  /** The member being edited: their own email and mobile are no duplicate. */
  seniorId?: string;
}

/**
 * A member's email and mobile number are unique across accounts (spec 2 §5): the same lookup the cognito
 * existence checks use (staff accounts and members), so the form's checks and the save agree.
 */
export function createDuplicateChecker(prisma: PrismaClient): {
  find(q: DuplicateCheck): Promise<{ email_exists: boolean; mobile_number_exists: boolean }>;
  refuse(q: DuplicateCheck): Promise<void>;
} {
  const lookup = createUserLookupService(prisma);
  async function find(q: DuplicateCheck): Promise<{ email_exists: boolean; mobile_number_exists: boolean }> {
    const found = await lookup.existence({ email: q.email, mobile_number: q.mobile_number, user_id: q.seniorId });
    return { email_exists: found.email_exists, mobile_number_exists: found.mobile_number_exists };
  }
  return {
    find,
    /** 409 with the spec's text (the email's first when both are taken), each taken field named. */
    async refuse(q) {
      const found = await find(q);
      const fields: FieldError[] = [];
      if (found.email_exists) fields.push({ field: "body.email", reason: MEMBER_MESSAGES.emailInUse });
      if (found.mobile_number_exists) {
        fields.push({ field: "body.mobile_number", reason: MEMBER_MESSAGES.mobileInUse });
      }
      const first = fields[0];
      if (first) throw new AppError("CONFLICT", first.reason, { fields });
    },
  };
}
