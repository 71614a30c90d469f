import { UPLOAD_LIMITS, UPLOAD_MESSAGES, poaDocumentRoutes, uploadRoutes } from "@care/contracts";
import type { ApiClient } from "../api/api-client";
import type { DataOf } from "../api/contract-types";

/** One scanned power of attorney: whose it is (the member and one of their care-circle contacts) and the file. */
export interface PoaScan {
  seniorId: string;
  accountId: string;
  caregiverId: string;
  file: File;
}

/** The file's own check before sending (the API checks the bytes again): png or jpeg, at most 15 MB. */
export function poaFileProblem(file: File | null): string | null {
  if (!file) return "Required Field";
  if (!(UPLOAD_LIMITS.imageContentTypes as readonly string[]).includes(file.type)) {
    return UPLOAD_MESSAGES.invalidImageFormat;
  }
  return file.size > UPLOAD_LIMITS.maxFileBytes ? UPLOAD_MESSAGES.fileTooLarge : null;
}

/**
 * Sends the scan through the upload route (png/jpeg by content, 15 MB), then attaches its key to the contact as a
 * pending document (POST /api/users/senior/care-circle/poa-document). The POA Review page and the Care Circle tab
 * both upload this way.
 */
export async function uploadPoaScan(
  api: ApiClient,
  scan: PoaScan,
): Promise<DataOf<typeof poaDocumentRoutes.uploadPoa>> {
  const form = new FormData();
  form.append("files", scan.file, scan.file.name);
  const stored = await api.request<DataOf<typeof uploadRoutes.uploadImages>>(
    uploadRoutes.uploadImages.method,
    uploadRoutes.uploadImages.path,
    { body: form, silent: true },
  );
  const key = stored.data.files[0]?.key;
  if (!key) throw new Error("The upload answered no file");
  return api.callRoute(poaDocumentRoutes.uploadPoa, {
    body: {
      senior_id: scan.seniorId,
      account_id: scan.accountId,
      caregiver_id: scan.caregiverId,
      key,
      file_name: scan.file.name,
    },
    silent: true,
  });
}
