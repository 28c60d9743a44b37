import { useCall } from '../../../api/useCall';
import { CallView, useScreenText } from './CallView';
import { PagedTable, type Column } from './PagedTable';

interface Entry {
  id: number;
  title: string;
  content: string;
  recorded_by: string;
  recorded_at: string;
}

/** The entries of one standing book (standing-book). */
export function BookEntries({ bookId }: { bookId: number }) {
  const tr = useScreenText();
  const { data, error, isPending, refetch } = useCall<{ entries: Entry[] }>('admin/standing/standing-book', { id: bookId });
  const columns: Column<Entry>[] = [
    { key: 'at', label: tr('standing.recorded_at'), render: (e) => e.recorded_at },
    { key: 'title', label: tr('standing.title'), render: (e) => e.title },
    { key: 'content', label: tr('standing.content'), render: (e) => e.content },
    { key: 'by', label: tr('standing.recorded_by'), render: (e) => e.recorded_by },
  ];
  return (
    <CallView isPending={isPending} error={error} empty={!!data && data.entries.length === 0} onRetry={refetch}>
      {data && <PagedTable label={tr('standing.entries')} rows={data.entries} columns={columns} />}
    </CallView>
  );
}
