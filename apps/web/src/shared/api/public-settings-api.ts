import {
  formatSettingValue,
  PUBLIC_PLATFORM_SETTING_DEFAULTS,
  type PublicPlatformSettingKey,
  type PublicPlatformSettings,
} from '@cho-gundam/contracts/core';
import { refreshHttpResource, useHttpResource } from '@/shared/hooks/use-http-resource';

/**
 * The platform settings a member may know (`GET /settings/public`: fees, deposits, deadlines,
 * withdrawal limits), for every screen that prints one, so a hint follows the admin's change.
 * Read with the shell's HTTP client (shared/hooks/use-http-resource.ts), not RTK Query: a kit's page,
 * which a phone opens cold, prints one of them (issue 13). The admin screen calls
 * `refreshPublicSettings` when it saves.
 */
const PATH = '/settings/public';

export function refreshPublicSettings() {
  refreshHttpResource(PATH);
}

/**
 * The current values; until the server answered (or when it cannot be reached) the defaults the
 * platform started with, so a hint never reads empty.
 */
export function usePublicSettings(): PublicPlatformSettings {
  return useHttpResource<PublicPlatformSettings>(PATH).currentData ?? PUBLIC_PLATFORM_SETTING_DEFAULTS;
}

/** One current value as people read it: "48 giờ", "15 %", "3 ngày". */
export function useSettingText(key: PublicPlatformSettingKey): string {
  return formatSettingValue(key, usePublicSettings()[key]);
}
