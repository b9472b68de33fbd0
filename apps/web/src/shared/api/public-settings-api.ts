import {
  formatSettingValue,
  PUBLIC_PLATFORM_SETTING_DEFAULTS,
  type PublicPlatformSettingKey,
  type PublicPlatformSettings,
} from '@cho-gundam/contracts/core';
import { baseApi } from './base-api';

/**
 * The platform settings a member may know (`GET /settings/public`: fees, deposits, deadlines,
 * withdrawal limits), for every screen that prints one, so a hint follows the admin's change.
 * The admin screen invalidates the 'PublicSettings' tag when it saves.
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['PublicSettings'] }).injectEndpoints({
  endpoints: (b) => ({
    publicSettings: b.query<PublicPlatformSettings, void>({ query: () => '/settings/public', providesTags: ['PublicSettings'] }),
  }),
});

export const { usePublicSettingsQuery } = api;

/**
 * The current values; until the server answered (or when it cannot be reached) the defaults the
 * platform started with, so a hint never reads empty.
 */
export function usePublicSettings(): PublicPlatformSettings {
  return usePublicSettingsQuery().data ?? PUBLIC_PLATFORM_SETTING_DEFAULTS;
}

/** One current value as people read it: "48 giờ", "15 %", "3 ngày". */
export function useSettingText(key: PublicPlatformSettingKey): string {
  return formatSettingValue(key, usePublicSettings()[key]);
}
