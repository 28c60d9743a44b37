import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useResourceDef } from '../RegistryContext';

// The dialog, its checks and the spreadsheet reader load when someone opens it.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** Opens the import of a declaration that turns it on (`import`), for users who may create. */
export function ImportButton() {
  const def = useResourceDef();
  const { canAccess } = useCanAccess({ action: 'create', enabled: !!def.import });
  const [open, setOpen] = useState(false);
  if (!def.import || !canAccess) return null;
  return (
    <>
      <Button label="excel.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog def={def} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
