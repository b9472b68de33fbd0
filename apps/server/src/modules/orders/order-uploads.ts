import type { FastifyRequest } from 'fastify';
import { readPhotoForm } from '../../lib/multipart.js';

/** Packing and complaint photos arrive as multipart `images` (≤ 5 files, ≤ 10 MB each). */
const MAX_PHOTOS = 5;

/** Reads `images` files (≤ 5, ≤ 10 MB each) and, when allowed, text fields from a multipart form. */
export const readPhotos = (req: FastifyRequest, allowFields: readonly string[]) =>
  readPhotoForm(req, { fileField: 'images', maxFiles: MAX_PHOTOS, textFields: allowFields });
