import type { Address, AddressInput, AddressUpdate, Province, Ward } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { readAgainWhenSettled } from '@/shared/api/read-again';
import { readAddressesAgain } from './addresses-resource';

// the shop registration reads the list outside RTK Query (addresses-resource.ts): its pickup step's
// commands, and the address book's, read it again
const registrationReadAgain = readAgainWhenSettled(readAddressesAgain);

export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addresses: build.query<Address[], string>({
      query: (userId) => `/users/${userId}/addresses`,
      providesTags: ['Addresses'],
    }),
    createAddress: build.mutation<Address, { userId: string; body: AddressInput }>({
      query: ({ userId, body }) => ({ url: `/users/${userId}/addresses`, method: 'POST', body: { ...body } }),
      invalidatesTags: ['Addresses'],
      ...registrationReadAgain,
    }),
    updateAddress: build.mutation<Address, { userId: string; addressId: string; body: AddressUpdate }>({
      query: ({ userId, addressId, body }) => ({ url: `/users/${userId}/addresses/${addressId}`, method: 'PUT', body: { ...body } }),
      invalidatesTags: ['Addresses'],
      ...registrationReadAgain,
    }),
    deleteAddress: build.mutation<void, { userId: string; addressId: string }>({
      query: ({ userId, addressId }) => ({ url: `/users/${userId}/addresses/${addressId}`, method: 'DELETE' }),
      invalidatesTags: ['Addresses'],
      ...registrationReadAgain,
    }),
    // Vietnam's administrative units change rarely: keep them for the whole visit
    provinces: build.query<Province[], void>({
      query: () => '/regions/provinces',
      keepUnusedDataFor: 24 * 3600,
    }),
    wards: build.query<Ward[], string>({
      query: (provinceCode) => `/regions/provinces/${provinceCode}/wards`,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useProvincesQuery,
  useWardsQuery,
} = addressesApi;
