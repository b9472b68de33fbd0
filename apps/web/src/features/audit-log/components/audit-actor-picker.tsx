import { MemberSearchPicker } from '@/shared/ui/search-picker';
import { useAuditActorsQuery } from '../audit-log-api';

/** "Người thực hiện": a moderator or an admin found by name or e-mail on the server. */
export function AuditActorPicker(props: {
  value: string | undefined;
  valueLabel: string | undefined;
  onChange: (actorId: string | undefined, label?: string) => void;
}) {
  return <MemberSearchPicker {...props} useMatches={useAuditActorsQuery} placeholder="Người thực hiện" style={{ minWidth: 240 }} />;
}
