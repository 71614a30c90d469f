import type { usersPoaRoutes as R } from "@care/contracts";
import { usersAdminMemberRoutes, usersCareCircleRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation } from "../../../lib/api/route-hooks";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { uploadPoaScan } from "../../../lib/uploads/poa-upload";
import { adminToolKeys } from "./keys";

export type MemberOption = DataOf<typeof usersAdminMemberRoutes.seniors>["items"][number];
export type ContactOption = DataOf<typeof usersCareCircleRoutes.list>["caregivers"][number];

export interface PoaUpload {
  member: MemberOption;
  caregiverId: string;
  file: File;
}

/** Members whose name matches (at least 3 characters, spec 1 §9), for the upload dialog's picker. */
export function useMemberSearch(search: string): UseQueryResult<MemberOption[], ApiError> {
  const api = useApi();
  const q = { search_by_name: search, limit: 20 };
  return useQuery({
    ...routeQueryOptions(api, usersAdminMemberRoutes.seniors, [...adminToolKeys.all, "members", q], { query: q }),
    select: (d) => d.items,
    enabled: search.trim().length >= 3,
    placeholderData: keepPreviousData,
  });
}

/** The chosen member's care circle: the contacts a power of attorney can belong to. */
export function useContacts(member: MemberOption | null): UseQueryResult<ContactOption[], ApiError> {
  const api = useApi();
  const q = { senior_id: member?.senior_id ?? "", account_id: member?.account_id ?? "" };
  return useQuery({
    ...routeQueryOptions(api, usersCareCircleRoutes.list, [...adminToolKeys.all, "contacts", q], { query: q }),
    select: (d) => d.caregivers,
    enabled: member !== null,
  });
}

/** Uploads the scan and attaches it to the contact as a pending document (lib/uploads/poa-upload.ts). */
export function useUploadPoa(): UseMutationResult<DataOf<typeof R.uploadPoa>, ApiError, PoaUpload> {
  const api = useApi();
  return useInvalidatingMutation(
    ({ member, caregiverId, file }: PoaUpload) =>
      uploadPoaScan(api, { seniorId: member.senior_id, accountId: member.account_id, caregiverId, file }),
    [adminToolKeys.poa()],
  );
}
