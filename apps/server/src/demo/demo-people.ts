import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { users } from '../db/schema.js';
import type { Actor } from '../lib/access.js';

/** A demo account as the services see it: its id and an actor to act as. */
export interface DemoUser {
  id: string;
  actor: Actor;
}

/** The demo accounts `<name>@chogundam.vn`, keyed by name (member, member2, seller, …). */
export async function demoUsers(ctx: AppContext, names: string[]): Promise<Record<string, DemoUser>> {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        names.map((n) => `${n}@chogundam.vn`),
      ),
    );
  return Object.fromEntries(
    rows.map((r) => [r.email.split('@')[0]!, { id: r.id, actor: { userId: r.id, role: r.role, sessionId: 'demo' } as Actor }]),
  );
}
