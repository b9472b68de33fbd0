// The plans module's public surface (docs/domain/plans.md): a seller's subscription and its quotas.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule } from '../../lib/module.js';
import { planExpiry } from './plan-expiry.js';
import { planPurchaseService } from './plan-purchase.service.js';
import { plansAdminService } from './plans.admin.service.js';
import { plansRoutes } from './plans.routes.js';
import { plansService } from './plans.service.js';
import { planSweepJob } from './plans.jobs.js';

export {
  currentUsage,
  lockAuctionQuota,
  lockListingQuota,
  setOpenAuctionCounter,
  type ListingQuota,
  type OpenAuctionCounter,
} from './quota.js';
export { startTrial } from './plans.service.js';
export { hasAuctionLeft, hasListingLeft, presentPlan } from './subscription.js';
export { decidePurchase, PLAN_JOURNAL_KINDS } from './plan-rules.js';
export { sellerSubscriptions, subscriptionPlans } from './plans.schema.js';
export { sellersByPlan } from './plans.stats.js';

export function createPlansModule(deps: { db: Db; clock: Clock; log?: FastifyBaseLogger }) {
  const plans = plansService(deps);
  const purchases = planPurchaseService(deps);
  const admin = plansAdminService(deps);
  return {
    routes: plansRoutes({ plans, purchases, admin }),
    jobs: [bindJob(planSweepJob, planExpiry(deps))],
  } satisfies AppModule;
}
