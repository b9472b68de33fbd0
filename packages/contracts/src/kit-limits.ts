/**
 * The kit's limits, zod-free (contracts/core): the web's kit form checks them on its first screen
 * without the wire schemas (issue 13); kits.ts builds its schemas from the same numbers.
 */
export const KIT_RULES = {
  nameMin: 5,
  nameMax: 100,
  seriesMax: 100,
  conditionDescriptionMax: 500,
  shortTextMax: 50,
  descriptionMax: 5000,
  weightMax: 100_000,
  partsMax: 20_000,
  releaseYearMin: 1979,
  priceMin: 1_000,
  priceMax: 1_000_000_000,
  accessoriesMax: 30,
  accessoryNameMax: 100,
  accessoryQuantityMax: 999,
  imageMaxBytes: 10 * 1024 * 1024,
  secondaryImagesMax: 8,
  /** longest side in pixels of each stored variant (never enlarged) */
  imageSizes: { thumb: 200, card: 480, full: 1280 },
} as const;
/** A kit may carry next year's date (pre-orders); 1979 is the first Gundam series (the first Gunpla came in 1980). */
export const maxReleaseYear = (currentYear: number) => currentYear + 1;
