import {
  wellnessPlanRoutes,
  WELLNESS_PLAN_MESSAGES,
  WELLNESS_RESOURCE_CONTENT_TYPES,
  type WellnessResourceContentType,
} from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { PLAN_ROUTES } from "./plan-routes";

const UPLOAD = wellnessPlanRoutes.resourceUploadUrl;
const SIGNED = wellnessPlanRoutes.resourceSignedUrl;
const DELETE = wellnessPlanRoutes.deleteResource;
const REPLACE = wellnessPlanRoutes.replaceResource;

export interface ResourceTarget {
  seniorId: string;
  /** The latest plan version (older versions are read-only). */
  version: number;
  goalActionId: string;
}

export function isResourceContentType(type: string): type is WellnessResourceContentType {
  return Object.hasOwn(WELLNESS_RESOURCE_CONTENT_TYPES, type);
}

/**
 * Posts one file straight to the object store: a multipart form with every policy field first and the file last
 * as `file` (docs/uploads.md). The store refuses a post outside the policy.
 */
async function postToStore(target: { url: string; fields: Record<string, string> }, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append("file", file);
  const answer = await fetch(target.url, { method: "POST", body: form });
  if (!answer.ok) throw new Error(`The file ${file.name} could not be uploaded (${answer.status}).`);
}

/**
 * A new resource id (a version 4 uuid). From crypto.getRandomValues, which, unlike crypto.randomUUID, browsers give
 * outside secure contexts too.
 */
export function newResourceId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Attaches files to a goal (spec 2 §7): each file gets its resource id here, upload targets are asked for by those
 * ids (upload-url: "files (resource ids)"), then the browser posts each file to the target of its id. The goals
 * are read again so the new resources show.
 */
export function useUploadResources(target: ResourceTarget): UseMutationResult<void, Error, File[]> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (files) => {
      const named = files.map((file) => ({ id: newResourceId(), file }));
      const answer = await api.callRoute(UPLOAD, {
        body: {
          senior_id: target.seniorId,
          version: target.version,
          goal_action_id: target.goalActionId,
          files: named.map(({ id, file }) => ({
            resource_id: id,
            name: file.name,
            content_type: file.type as WellnessResourceContentType,
            size: file.size,
          })),
        },
      });
      // Targets are keyed by the resource ids sent.
      await Promise.all(
        named.map(({ id, file }) => {
          const storeTarget = answer.targets[id];
          if (!storeTarget) throw new Error(`No upload target came back for ${file.name}.`);
          return postToStore(storeTarget, file);
        }),
      );
    },
    onSettled: () => invalidateRoutes(qc, PLAN_ROUTES),
  });
}

/**
 * Replaces the file of a file resource (resource_version + 1): asks for the new file's upload target, then posts
 * the file to it. The earlier files stay readable by their resource_version.
 */
export function useReplaceResource(
  target: Omit<ResourceTarget, "goalActionId">,
): UseMutationResult<void, Error, { resourceId: string; file: File }> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ resourceId, file }) => {
      const answer = await api.callRoute(REPLACE, {
        body: {
          senior_id: target.seniorId,
          version: target.version,
          resource_id: resourceId,
          file: { name: file.name, content_type: file.type as WellnessResourceContentType, size: file.size },
        },
      });
      await postToStore(answer.target, file);
    },
    onSettled: () => invalidateRoutes(qc, PLAN_ROUTES),
  });
}

/**
 * A signed GET url of one file resource at the version shown ('Failed to retrieve the signed URL.' otherwise):
 * without a resource version, the file as it was at that plan version; with one, that earlier file.
 */
export function useResourceUrl(
  seniorId: string,
  version: number,
): UseMutationResult<string, Error, { resourceId: string; resourceVersion?: number }> {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ resourceId, resourceVersion }) => {
      let url: string | undefined;
      try {
        const answer = await api.callRoute(SIGNED, {
          query: {
            senior_id: seniorId,
            files: JSON.stringify([resourceId]),
            version,
            ...(resourceVersion !== undefined ? { resource_version: resourceVersion } : {}),
          },
          silent: true,
        });
        url = answer.urls.find((u) => u.resource_id === resourceId)?.url;
      } catch {
        url = undefined;
      }
      if (!url) throw new Error(WELLNESS_PLAN_MESSAGES.signedUrlFailed);
      return url;
    },
  });
}

/** DELETE a resource from the latest version (older versions keep showing it). */
export function useDeleteResource(target: ResourceTarget): UseMutationResult<unknown, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (resourceId) =>
      api.callRoute(DELETE, {
        query: { senior_id: target.seniorId, version: target.version, resource_id: resourceId },
      }),
    onSuccess: () => invalidateRoutes(qc, PLAN_ROUTES),
  });
}
