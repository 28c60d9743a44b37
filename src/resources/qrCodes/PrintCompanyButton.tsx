import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Button, useListContext } from 'react-admin';
import { call } from '../../api';
import type { LabelPoint } from './QrLabel';
import { PrintLabelsDialog } from './PrintLabelsDialog';

/**
 * Toolbar action once the list is filtered to one company: labels for every point of that
 * company (code-by-company answers them all at once, not page by page).
 */
export default function PrintCompanyButton() {
  const { filterValues } = useListContext();
  const companyId = (filterValues as { company_id?: number | string }).company_id;
  const [open, setOpen] = useState(false);
  const [points, setPoints] = useState<LabelPoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (companyId === undefined || companyId === null || companyId === '') return null;

  async function start() {
    setOpen(true);
    setPoints(null);
    setError(null);
    try {
      setPoints(await call('operate/company/code-by-company', { company_id: companyId }));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'app.api.unknown');
    }
  }

  return (
    <>
      <Button label="resources.qrCodes.print.company" onClick={() => void start()}>
        <PrintIcon />
      </Button>
      {open && <PrintLabelsDialog open onClose={() => setOpen(false)} points={points} error={error} />}
    </>
  );
}
