import type { poaDocumentRoutes } from "@care/contracts";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { uploadPoaScan } from "../../../lib/uploads/poa-upload";
import type { SeniorIds } from "./member-routes";

/**
 * Uploads a contact's power-of-attorney scan from the Care Circle tab (POST users/senior/care-circle/poa-document):
 * it joins the POA Review queue as pending.
 */
export function useUploadContactPoa(
  s: SeniorIds,
): UseMutationResult<DataOf<typeof poaDocumentRoutes.uploadPoa>, ApiError, { caregiverId: string; file: File }> {
  const api = useApi();
  return useMutation({
    mutationFn: ({ caregiverId, file }) =>
      uploadPoaScan(api, { seniorId: s.seniorId, accountId: s.accountId, caregiverId, file }),
  });
}
