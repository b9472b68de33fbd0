import type { AccessoryInput, KitDetail, KitUpdateInput } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

/**
 * Tags shared by string with the shop feature (its product list): a kit edited or
 * deleted here refreshes every list that shows it, without the features importing each other.
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['KitList', 'Kit', 'SellerKits'] });

type KitRef = { userId: string; kitId: string };

const kitChanged = (_r: unknown, _e: unknown, a: { kitId: string }) => [
  { type: 'Kit' as const, id: a.kitId },
  'KitList' as const,
  'SellerKits' as const,
];

export const kitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    kitDetail: build.query<KitDetail, string>({
      query: (kitId) => `/gundams/${kitId}`,
      providesTags: (_r, _e, id) => [{ type: 'Kit', id }],
    }),

    createKit: build.mutation<KitDetail, { userId: string; form: FormData }>({
      query: ({ userId, form }) => ({ url: `/users/${userId}/gundams`, method: 'POST', body: form }),
      invalidatesTags: ['KitList', 'SellerKits'],
    }),
    updateKit: build.mutation<KitDetail, KitRef & { body: KitUpdateInput }>({
      query: ({ userId, kitId, body }) => ({ url: `/users/${userId}/gundams/${kitId}`, method: 'PATCH', body: { ...body } }),
      invalidatesTags: kitChanged,
    }),
    replaceAccessories: build.mutation<KitDetail, KitRef & { accessories: AccessoryInput[] }>({
      query: ({ userId, kitId, accessories }) => ({
        url: `/users/${userId}/gundams/${kitId}/accessories`,
        method: 'PUT',
        body: accessories.map((a) => ({ ...a })),
      }),
      invalidatesTags: kitChanged,
    }),
    addSecondaryImages: build.mutation<KitDetail, KitRef & { files: File[] }>({
      query: ({ userId, kitId, files }) => {
        const form = new FormData();
        for (const f of files) form.append('secondary_images', f, f.name);
        return { url: `/users/${userId}/gundams/${kitId}/images`, method: 'POST', body: form };
      },
      invalidatesTags: kitChanged,
    }),
    replacePrimaryImage: build.mutation<KitDetail, KitRef & { file: File }>({
      query: ({ userId, kitId, file }) => {
        const form = new FormData();
        form.append('primary_image', file, file.name);
        return { url: `/users/${userId}/gundams/${kitId}/primary-image`, method: 'PUT', body: form };
      },
      invalidatesTags: kitChanged,
    }),
    deleteKitImage: build.mutation<KitDetail, KitRef & { imageId: string }>({
      query: ({ userId, kitId, imageId }) => ({ url: `/users/${userId}/gundams/${kitId}/images/${imageId}`, method: 'DELETE' }),
      invalidatesTags: kitChanged,
    }),
    deleteKit: build.mutation<void, KitRef>({
      query: ({ userId, kitId }) => ({ url: `/users/${userId}/gundams/${kitId}`, method: 'DELETE' }),
      // not the kit's own tag: refetching a deleted kit would only fetch a 404
      invalidatesTags: ['KitList', 'SellerKits'],
    }),
  }),
});

// the wizard's save (wizard/save-kit.ts) sends its commands with the endpoints' `initiate`
export const { useKitDetailQuery, useDeleteKitMutation } = kitsApi;
