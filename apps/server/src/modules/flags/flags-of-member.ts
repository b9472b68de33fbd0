import type { Executor } from '../../db/client.js';
import { describePosts } from '../exchanges/index.js';
import { describeTargets, flagsAgainstOwner, namesOf } from './flags.repository.js';

/**
 * The reports against a member — their listings, auctions, posts or themselves — one row per
 * target with its name (user-admin's member drawer, docs/domain/back-office.md).
 */
export async function flagsAgainstMember(ex: Executor, ownerId: string, limit: number) {
  const rows = await flagsAgainstOwner(ex, ownerId, limit);
  const targets = rows.map((r) => ({ type: r.targetType, id: r.targetId }));
  const [info, posts, names] = await Promise.all([
    describeTargets(ex, targets),
    describePosts(
      ex,
      null,
      rows.filter((r) => r.targetType === 'exchange_post').map((r) => r.targetId),
    ),
    namesOf(
      ex,
      rows.filter((r) => r.targetType === 'user').map((r) => r.targetId),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    title:
      r.targetType === 'user'
        ? (names.get(r.targetId) ?? null)
        : r.targetType === 'exchange_post'
          ? (posts.get(r.targetId)?.title ?? null)
          : (info.get(`${r.targetType}:${r.targetId}`)?.title ?? null),
  }));
}
