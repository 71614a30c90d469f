import { photoRoutes } from "@care/contracts";
import { Avatar, type SxProps, type Theme } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";

const R = photoRoutes.downloadImage;

export interface SeniorAvatarProps {
  seniorId: string;
  accountId: string;
  /** The profile picture's id; null shows the initials without asking anything. */
  imageId: string | null;
  firstName: string;
  lastName: string;
  sx?: SxProps<Theme>;
}

/**
 * A senior's profile photo, or their initials (spec 2 §2 header card, spec 3 §2 dashboard cards). The photo's signed
 * url comes from download-image; it is kept a little less long than the url lives. Shared by the dashboard's cards
 * and the senior header card, which are different features.
 */
export function SeniorAvatar({ seniorId, accountId, imageId, firstName, lastName, sx }: SeniorAvatarProps): ReactNode {
  const api = useApi();
  const photo = useQuery({
    ...routeQueryOptions(api, R, {
      query: { senior_id: seniorId, account_id: accountId, image_id: imageId ?? "" },
      // A missing photo falls back to the initials; it is not worth an error dialog.
      silent: true,
    }),
    enabled: imageId !== null,
    staleTime: 5 * 60_000,
  });
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return (
    <Avatar src={photo.data?.url} alt={`${firstName} ${lastName}`} sx={sx}>
      {initials}
    </Avatar>
  );
}
