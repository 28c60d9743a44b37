import { Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { downloadFile, sizeText, type FileFacts } from '../../api/files';
import type { FieldDef } from '../types';
import { Thumbnail } from './Thumbnail';

/** The files a record holds in a field, as it answers them under `<field>_files`. */
export const filesOf = (record: Record<string, unknown> | undefined, source: string): FileFacts[] => {
  const files = record?.[`${source}_files`];
  return Array.isArray(files) ? (files as FileFacts[]) : [];
};

/** A file or image field in lists and details: thumbnails of pictures, a download link for the rest. */
export function FileValue({ field, size }: { field: FieldDef; size: 'list' | 'show' }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const entity = field.files!.entity;
  const files = filesOf(record, field.source);
  // An image address stored before uploads: its text (the console's CSP loads no outside picture).
  if (files.length === 0) return typeof record?.[field.source] === 'string' ? String(record[field.source]) : null;
  const download = (file: FileFacts) => (event: MouseEvent) => {
    // A list row opens its record on a click: the link's click is the download's alone.
    event.stopPropagation();
    event.preventDefault();
    void downloadFile(entity, file);
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {files.map((file) => (
        <Link key={file.id} href="#" onClick={download(file)} aria-label={translate('app.files.download', { name: file.name })} underline="hover">
          {file.thumbnail ? <Thumbnail entity={entity} id={file.id} name={file.name} size={size === 'list' ? 40 : 160} /> : `${file.name} (${sizeText(file.size)})`}
        </Link>
      ))}
    </Stack>
  );
}
