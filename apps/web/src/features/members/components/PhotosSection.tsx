import { PHOTO_MESSAGES, SENIOR_PHOTOS_MAX, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@care/contracts";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardMedia,
  Chip,
  CircularProgress,
  Paper,
  Typography,
} from "@mui/material";
import { useRef, type ReactNode } from "react";
import { useAppLoader } from "../../../lib/feedback/app-loader";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorIds } from "../api/member-routes";
import { useDeleteImage, useSeniorImages, useSetProfileImage, useUploadImages } from "../api/photos";
import { LOAD_FAILED } from "./MinimalInfoSection";

/** The application loader's text while photos upload (ours: spec 1 §4 gives the loader a text, not this one). */
export const PHOTOS_UPLOADING = "Uploading photos...";
const ACCEPTED: readonly string[] = UPLOAD_LIMITS.imageContentTypes;

/**
 * The senior's photos (spec 2 §3 "Profile pictures", §5): up to 10 png or jpeg, a gallery, delete, and the one
 * that is the profile picture. The API checks the same limits by content; the portal refuses early with the same
 * texts.
 */
export function PhotosSection({ senior }: { senior: SeniorIds }): ReactNode {
  const toast = useToast();
  const loader = useAppLoader();
  const input = useRef<HTMLInputElement>(null);
  const images = useSeniorImages(senior);
  const upload = useUploadImages(senior);
  const remove = useDeleteImage(senior);
  const setProfile = useSetProfileImage(senior);
  const stored = images.data?.images ?? [];
  const busy = upload.isPending || remove.isPending || setProfile.isPending;
  const fail = (message: string): void => toast.show({ type: "error", message });

  const onFiles = async (list: FileList | null): Promise<void> => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    if (stored.length + files.length > SENIOR_PHOTOS_MAX) return fail(UPLOAD_MESSAGES.tooManyPhotos);
    if (files.some((f) => !ACCEPTED.includes(f.type))) return fail(UPLOAD_MESSAGES.invalidImageFormat);
    try {
      await loader.during(PHOTOS_UPLOADING, () => upload.mutateAsync(files));
      toast.show({ type: "success", message: PHOTO_MESSAGES.saved });
    } catch (err) {
      fail((err as Error).message);
    }
  };
  const makeProfile = async (imageId: string): Promise<void> => {
    try {
      await setProfile.mutateAsync(imageId);
      toast.show({ type: "success", message: PHOTO_MESSAGES.saved });
    } catch {
      fail(PHOTO_MESSAGES.profileImageFailed);
    }
  };
  const onDelete = async (imageId: string): Promise<void> => {
    if (!window.confirm("Delete this photo?")) return;
    await remove.mutateAsync(imageId);
    toast.show({ type: "success", message: PHOTO_MESSAGES.deleted });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Photos">
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Photos ({stored.length}/{SENIOR_PHOTOS_MAX})
        </Typography>
        <Button
          variant="outlined"
          disabled={busy || stored.length >= SENIOR_PHOTOS_MAX}
          onClick={() => input.current?.click()}
        >
          Upload Photos
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={ACCEPTED.join(",")}
          aria-label="Photo files"
          onChange={(e) => void onFiles(e.target.files)}
        />
      </Box>
      {images.isError && <Alert severity="error">{LOAD_FAILED}</Alert>}
      {images.isPending && <CircularProgress aria-label="Loading photos" />}
      {images.data && stored.length === 0 && <Typography color="text.secondary">No Records</Typography>}
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: 2 }}>
        {stored.map((img, i) => (
          <Card key={img.image_id} variant="outlined" aria-label={`Photo ${i + 1}`}>
            <CardMedia
              component="img"
              height="140"
              image={img.url}
              alt={`Senior photo ${i + 1}`}
              sx={{ objectFit: "cover" }}
            />
            <CardActions sx={{ flexWrap: "wrap", gap: 0.5 }}>
              {img.is_profile ? (
                <Chip size="small" color="primary" label="Profile Picture" />
              ) : (
                <Button size="small" disabled={busy} onClick={() => void makeProfile(img.image_id)}>
                  Set as Profile Picture
                </Button>
              )}
              <Button size="small" color="error" disabled={busy} onClick={() => void onDelete(img.image_id)}>
                Delete
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Paper>
  );
}
