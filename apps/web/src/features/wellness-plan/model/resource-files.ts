import { UPLOAD_MESSAGES, WELLNESS_PLAN_MESSAGES, WELLNESS_RESOURCE_LIMITS } from "@care/contracts";

/** Ours: the contract's text for a file type the store does not take. */
export const UNSUPPORTED_FORMAT = "Unsupported file format";

/**
 * Checks files chosen for a goal before anything is sent (spec 2 §5: at most 10 attachments a goal, 15 MB a file):
 * the first problem's text, or null when they may be uploaded.
 */
export function resourceFilesProblem(
  files: readonly { name: string; size: number; type: string }[],
  attachedFiles: number,
  isAllowedType: (type: string) => boolean,
): string | null {
  if (attachedFiles + files.length > WELLNESS_RESOURCE_LIMITS.maxAttachments) {
    return WELLNESS_PLAN_MESSAGES.tooManyAttachments;
  }
  if (files.some((f) => f.size > WELLNESS_RESOURCE_LIMITS.maxFileBytes)) return UPLOAD_MESSAGES.fileTooLarge;
  const refused = files.find((f) => !isAllowedType(f.type));
  return refused ? `${UNSUPPORTED_FORMAT}: ${refused.name}` : null;
}
