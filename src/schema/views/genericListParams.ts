import { onDemandScreen } from '../../loading/onDemandScreen';
import type { SortPayload } from 'react-admin';
import type { ResourceDef } from '../types';

/** Rows a generic list opens with. */
export const GENERIC_LIST_PAGE = 20;

/** Where a generic list keeps its parameters, and the sort it opens with. */
export function genericListParams(def: ResourceDef): { storeKey: string; sort: SortPayload } {
  return { storeKey: `list.${def.name}`, sort: def.defaultSort ?? { field: 'id', order: 'DESC' } };
}

/** The generic list: its code loads on first use, or ahead of it (see loading/listFirstPage.ts). */
export const GenericListScreen = onDemandScreen(() => import('./GenericList'));
