/**
 * The images the studio accepts for upload: their types (judged by content, utils/image-type.ts),
 * the extension each is stored under, the size limit, and how many a product or project holds.
 * The forms' schemas, the browser's file picker and the upstream client all read this one list.
 */
export const IMAGE_EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

export type ImageType = keyof typeof IMAGE_EXTENSIONS;

export const IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS) as ImageType[];

export const isImageType = (type: string): type is ImageType => Object.hasOwn(IMAGE_EXTENSIONS, type);

/** The file picker's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const MAX_PRODUCT_IMAGES = 5;

export const MAX_PROJECT_IMAGES = 8;
