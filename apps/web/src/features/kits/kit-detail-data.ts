import type { KitDetail } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';

/**
 * One kit (`GET /gundams/:id`) for the collection's edit form, read with the shell's HTTP client, not
 * RTK Query (issue 13: the add page's first download), asked again each time the form opens (`freshMs`
 * 0), as the query's `refetchOnMountOrArgChange` did: the kit may have changed on another page.
 */
export const useKitDetail = (kitId: string | null) => useHttpResource<KitDetail>(kitId ? `/gundams/${kitId}` : null, 0);
