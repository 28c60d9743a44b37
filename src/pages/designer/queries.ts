import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listDefinitions, listDrafts, listVersions } from './calls';

/** The designer's reads, cached per page visit; a publish or a draft's change asks again. */
const KEY = ['designer'] as const;

export const useDefinitions = () => useQuery({ queryKey: [...KEY, 'definitions'], queryFn: listDefinitions });

/** The drafts; a server without the draft calls yet answers none. */
export const useDrafts = () => useQuery({ queryKey: [...KEY, 'drafts'], queryFn: () => listDrafts().catch(() => []) });

export const useVersions = (name: string | undefined) => useQuery({ queryKey: [...KEY, 'versions', name], queryFn: () => listVersions(name!), enabled: !!name, retry: false });

/** Everything the designer read is read again. */
export function useDesignerRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}
