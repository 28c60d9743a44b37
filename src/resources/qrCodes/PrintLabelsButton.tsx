import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { LabelPoint } from './QrLabel';
import { PrintLabelsDialog } from './PrintLabelsDialog';

/**
 * Bulk action: a sheet of labels for the selected points. The selection may span pages, so the
 * points not on this page are fetched.
 */
export default function PrintLabelsButton() {
  const { selectedIds, data, resource } = useListContext<LabelPoint>();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [points, setPoints] = useState<LabelPoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setOpen(true);
    setError(null);
    const onPage = new Map((data ?? []).map((p) => [p.id, p]));
    const missing = selectedIds.filter((id) => !onPage.has(id as number));
    setPoints(missing.length === 0 ? selectedIds.map((id) => onPage.get(id as number)!) : null);
    if (missing.length === 0) return;
    try {
      const { data: fetched } = await dataProvider.getMany<LabelPoint>(resource, { ids: missing });
      const byId = new Map([...onPage, ...fetched.map((p) => [p.id, p] as const)]);
      setPoints(selectedIds.map((id) => byId.get(id as number)).filter((p): p is LabelPoint => !!p));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'app.api.unknown');
    }
  }

  return (
    <>
      <Button label="resources.qrCodes.print.selected" onClick={() => void start()}>
        <PrintIcon />
      </Button>
      {open && <PrintLabelsDialog open onClose={() => setOpen(false)} points={points} error={error} />}
    </>
  );
}
