import { createContext, useContext } from 'react';

/** What the user may do with a generic list's rows: asked once by the list, read by its rows. */
export interface ListAccess {
  canShow: boolean;
  canEdit: boolean;
  canExport: boolean;
}

/**
 * A context rather than props: the answers come in after the list's first render, and as props
 * they changed the table's columns, which drew every row again (on a cold load, about 2,500
 * components a second time). Through the context, only the buttons that read them draw again.
 */
export const ListAccessContext = createContext<ListAccess>({ canShow: false, canEdit: false, canExport: false });

export const useListAccess = (): ListAccess => useContext(ListAccessContext);
