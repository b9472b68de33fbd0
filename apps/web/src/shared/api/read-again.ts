/**
 * For an RTK Query command whose effect shows in answers read outside RTK Query (the pages a phone
 * opens cold read with shared/hooks/use-http-resource.ts, which RTK's tags do not reach): once the
 * command settles, answered or refused, `refresh` reads those answers again. Spread into the mutation's
 * definition: `...readAgainWhenSettled(refreshAuctionPage)`.
 */
export function readAgainWhenSettled<A>(refresh: (arg: A) => void) {
  return {
    onQueryStarted: async (arg: A, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
      await queryFulfilled.catch(() => undefined);
      refresh(arg);
    },
  };
}
