import type { poaDocumentRoutes as R } from "@care/contracts";
import { poaDocumentRoutes } from "@care/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation } from "../../../lib/api/route-hooks";
import { useAdminSeniors, type AdminSenior, type AdminSeniorsPage } from "../../../lib/shared/admin-seniors";
import { useCareCircle, type Caregiver } from "../../../lib/shared/care-circle";
import { uploadPoaScan } from "../../../lib/uploads/poa-upload";

export type MemberOption = AdminSenior;
export type ContactOption = Caregiver;

export interface PoaUpload {
  member: MemberOption;
  caregiverId: string;
  file: File;
}

const items = (page: AdminSeniorsPage): MemberOption[] => page.items;

/** Members whose name matches (at least 3 characters, spec 1 §9), for the upload dialog's picker. */
export function useMemberSearch(search: string): UseQueryResult<MemberOption[], ApiError> {
  return useAdminSeniors({ search_by_name: search, limit: 20 }, { select: items, enabled: search.trim().length >= 3 });
}

/** The chosen member's care circle: the contacts a power of attorney can belong to. */
export function useContacts(member: MemberOption | null): ContactOption[] | undefined {
  return useCareCircle(member && { seniorId: member.senior_id, accountId: member.account_id }).data?.caregivers;
}

/** Uploads the scan and attaches it to the contact as a pending document (lib/uploads/poa-upload.ts). */
export function useUploadPoa(): UseMutationResult<DataOf<typeof R.uploadPoa>, ApiError, PoaUpload> {
  const api = useApi();
  return useInvalidatingMutation(
    ({ member, caregiverId, file }: PoaUpload) =>
      uploadPoaScan(api, { seniorId: member.senior_id, accountId: member.account_id, caregiverId, file }),
    [poaDocumentRoutes.listPoa],
  );
}
