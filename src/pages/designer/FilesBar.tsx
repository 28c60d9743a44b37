import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import type { DefinitionEntry } from './calls';
import { downloadDefinition, readUploads, type UploadedFile } from './files';
import { UploadDialog } from './UploadDialog';

/** Every entity's file downloaded, and files uploaded (each shown with its diff and plan before it applies). */
export function FilesBar({ definitions }: { definitions: readonly DefinitionEntry[] }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadedFile[] | null>(null);
  return (
    <>
      <Button startIcon={<DownloadIcon />} disabled={definitions.length === 0} onClick={() => definitions.forEach((d) => downloadDefinition(d.document))}>
        {t('designer.files.download_all')}
      </Button>
      <Button startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
        {t('designer.files.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        multiple
        hidden
        aria-label={t('designer.files.upload')}
        onChange={async (e) => {
          const chosen = [...(e.target.files ?? [])];
          e.target.value = '';
          if (chosen.length > 0) setUploads(await readUploads(chosen));
        }}
      />
      {uploads && <UploadDialog uploads={uploads} definitions={definitions} onClose={() => setUploads(null)} />}
    </>
  );
}
