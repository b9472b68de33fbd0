// The wallet module's public surface (docs/domain/wallet.md).
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createTopupGateway, type SandboxGateway } from '../../integrations/zalopay/index.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule } from '../../lib/module.js';
import { bankAccountService } from './bank-accounts.service.js';
import { callbackService } from './callbacks.service.js';
import { moderatorService } from './moderator.service.js';
import { sandboxPageService } from './sandbox-page.service.js';
import { sandboxOrderStore } from './topups.repository.js';
import { topupService } from './topups.service.js';
import { walletModerationRoutes } from './wallet-moderation.routes.js';
import { walletRoutes } from './wallet.routes.js';
import { callbackRetentionJob, topupQueryJob } from './wallet.jobs.js';
import { walletService } from './wallet.service.js';
import { countPendingWithdrawals } from './withdrawals.repository.js';
import { withdrawalService } from './withdrawals.service.js';

export { newAppTransId } from './topup-gateway.js';
export { memberWalletSummary } from './wallet.read.js';
export { bankAccounts, gatewayCallbacks, topups, withdrawals } from './wallet.schema.js';

export interface WalletDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'zalopay' | 'appUrl' | 'otpSecret' | 'isProduction'>;
  fetch: typeof fetch;
}

/** Balances, history, top-ups (ZaloPay or the sandbox gateway), bank accounts, withdrawals and their moderation. */
export function createWalletModule({ db, clock, config, fetch }: WalletDeps) {
  const gateway = createTopupGateway({
    zalopay: config.zalopay,
    fetch,
    // the sandbox keeps its orders' remote state on our top-up rows, through this store only
    sandboxStore: sandboxOrderStore(db),
    appUrl: config.appUrl,
    secret: config.otpSecret,
  });
  const sandboxAllowed = gateway.provider === 'sandbox' && !config.isProduction;
  const topupsSvc = topupService({ db, clock, gateway, appUrl: config.appUrl, enabled: gateway.provider === 'zalopay' || sandboxAllowed });
  const callbacks = callbackService({ db, clock, gateway, settle: topupsSvc.settle });
  const withdrawalsSvc = withdrawalService({ db, clock });
  const memberRoutes = walletRoutes({
    wallet: walletService({ db }),
    topupsSvc,
    callbacks,
    banks: bankAccountService({ db, clock }),
    withdrawalsSvc,
    sandbox: sandboxAllowed ? sandboxPageService({ gateway: gateway as SandboxGateway, db, clock, appUrl: config.appUrl, fetch }) : null,
  });
  const moderationRoutes = walletModerationRoutes({ withdrawalsSvc, moderation: moderatorService({ db, clock, topups: topupsSvc }) });
  const routes: AppModule['routes'] = async (app) => {
    await app.register(memberRoutes);
    await app.register(moderationRoutes);
  };
  return {
    routes,
    jobs: [bindJob(topupQueryJob, topupsSvc), bindJob(callbackRetentionJob, callbacks)],
    queues: [
      {
        key: 'withdrawals',
        label: 'Yêu cầu rút tiền chờ xử lý',
        path: '/moderator/transaction-management',
        count: () => countPendingWithdrawals(db),
      },
    ],
  } satisfies AppModule;
}
