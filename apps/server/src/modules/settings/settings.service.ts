import {
  formatSettingValue,
  PLATFORM_SETTING_DEFAULTS,
  PLATFORM_SETTING_KEYS,
  PLATFORM_SETTINGS,
  platformSettingValuesSchema,
  PUBLIC_PLATFORM_SETTING_KEYS,
  type PublicPlatformSettings,
  type PlatformSettingChange,
  type PlatformSettingKey,
  type PlatformSettings,
  type PlatformSettingsUpdateBody,
  type Paged,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, issuesToFields, validationFailed } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/index.js';
import { platformSettingValues, putPlatformSetting } from '../ledger/index.js';
import { changesPage, insertChanges, lockSettings } from './settings.repository.js';

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The admin's platform settings (product.md §10): read, change (validated as a whole by the shared
 * contract, every change kept in `platform_setting_changes` and in the audit log, in one
 * transaction) and the history. The services that use a value read it themselves at the moment
 * they use it (`platformSetting` in the ledger module), so a change applies to the next use.
 */
export function settingsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The values a member may know (anyone may read them: the screens print them). */
    async publicValues(): Promise<PublicPlatformSettings> {
      const { values } = await platformSettingValues(db);
      return Object.fromEntries(PUBLIC_PLATFORM_SETTING_KEYS.map((k) => [k, values[k]])) as PublicPlatformSettings;
    },

    async get(caller: Actor): Promise<PlatformSettings> {
      authorize(caller, 'settings.manage');
      const { values, updatedAt } = await platformSettingValues(db);
      return { values, defaults: PLATFORM_SETTING_DEFAULTS, updated_at: updatedAt?.toISOString() ?? null };
    },

    async update(caller: Actor, body: PlatformSettingsUpdateBody): Promise<PlatformSettings> {
      authorize(caller, 'settings.manage');
      const now = clock.now();
      return db.transaction(async (tx) => {
        await lockSettings(tx);
        const { values: current, stored } = await platformSettingValues(tx, { lock: true });
        const next = { ...current };
        for (const k of PLATFORM_SETTING_KEYS) if (body[k] !== undefined) next[k] = body[k]!;
        const checked = platformSettingValuesSchema.safeParse(next);
        if (!checked.success) throw validationFailed(issuesToFields(checked.error));
        const changed = PLATFORM_SETTING_KEYS.filter((k) => next[k] !== current[k]);
        if (!changed.length) throw businessRule('Các giá trị mới giống hệt giá trị hiện tại: không có gì thay đổi');
        const reason = body.reason?.trim() || null;
        for (const k of changed) await putPlatformSetting(tx, k, next[k], now);
        await insertChanges(
          tx,
          changed.map((k) => ({
            key: k,
            oldValue: stored.has(k) ? current[k] : null,
            newValue: next[k],
            changedBy: caller.userId,
            reason,
            changedAt: now,
          })),
        );
        await recordStaffAction(tx, {
          actor: caller,
          action: 'settings.update',
          target: { type: 'platform_settings', id: 'platform' },
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, next[k]])),
          reason,
          details: {
            changes: changed.map(
              (k) => `${PLATFORM_SETTINGS[k].label}: ${formatSettingValue(k, current[k])} → ${formatSettingValue(k, next[k])}`,
            ),
          },
          at: now,
        });
        return { values: next, defaults: PLATFORM_SETTING_DEFAULTS, updated_at: now.toISOString() };
      });
    },

    async history(caller: Actor, q: { page: number; page_size: number; key?: PlatformSettingKey }): Promise<Paged<PlatformSettingChange>> {
      authorize(caller, 'settings.manage');
      const { rows, total } = await changesPage(db, q);
      return {
        items: rows.map(({ change: c, name }) => {
          const key = c.key as PlatformSettingKey;
          const known = key in PLATFORM_SETTINGS;
          const oldValue = num(c.oldValue);
          const newValue = num(c.newValue) ?? 0;
          return {
            id: c.id,
            key: c.key,
            label: known ? PLATFORM_SETTINGS[key].label : c.key,
            old_value: oldValue,
            new_value: newValue,
            old_display: known
              ? oldValue === null
                ? `${formatSettingValue(key, PLATFORM_SETTINGS[key].default)} (mặc định)`
                : formatSettingValue(key, oldValue)
              : String(oldValue ?? '—'),
            new_display: known ? formatSettingValue(key, newValue) : String(newValue),
            changed_by: c.changedBy,
            changed_by_name: name,
            reason: c.reason,
            changed_at: c.changedAt.toISOString(),
          };
        }),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
