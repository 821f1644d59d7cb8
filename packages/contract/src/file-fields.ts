import { z } from './zod.ts';

// How the API answers stored files (uploads served by the storage, local or S3).

/** A stored upload's public URL (an image, a logo, an attachment), as the storage serves it; null: none. */
export const fileUrl = () => z.string().nullable();

/** A card's image (null: none) and its smaller rendition for cards and lists. */
export const cardImageFields = {
  main_images: fileUrl(),
  main_images_small: fileUrl(),
};
