import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { isApiError } from '../../api';
import { sizeText, uploadFile, type FileFacts } from '../../api/files';
import { CONTENT_TYPES } from '../../../server/src/entities/language/file-fields';
import type { FieldInputProps } from '../types';
import { validatorsFor } from '../validators';
import { filesOf } from './FileValue';
import { Thumbnail } from './Thumbnail';

/** What the file chooser offers for each kind (a hint: the server reads the bytes). */
const CHOOSER: Record<string, string> = { ...CONTENT_TYPES, pdf: '.pdf,application/pdf', zip: '.zip,.docx,.xlsx,.pptx,application/zip' };

interface Upload {
  key: number;
  name: string;
  share: number;
  controller: AbortController;
}

let uploadsMade = 0;

/**
 * A file or image field in a form: a drop zone and a button (keyboard reachable) that upload as
 * soon as files are chosen, with each upload's progress and a way to cancel it; a thumbnail of
 * each picture, the name and size of other files, and a way to remove each. The field's value is
 * the id (or the list of ids) the uploads answered.
 */
export function FileInput({ field, mode, label }: FieldInputProps) {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown>>();
  const spec = field.files!;
  const { field: input, fieldState, isRequired } = useInput({ source: field.source, validate: validatorsFor(field, mode) });
  const [known, setKnown] = useState<Record<string, FileFacts>>(() => Object.fromEntries(filesOf(record, field.source).map((f) => [f.id, f])));
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string>();
  const chooser = useRef<HTMLInputElement>(null);
  // Uploads end one by one, after renders: each adds its id to the value as it is then.
  const value = useRef<unknown>(input.value);
  value.current = input.value;
  const idsOf = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : v ? [String(v)] : []);
  const ids = idsOf(input.value);
  const room = spec.max - ids.length - uploads.length;

  const change = (next: string[]) => {
    // No files is null, not []: a form body carries no empty list, and null clears the field.
    const v = spec.multiple && next.length > 0 ? next : (next[0] ?? null);
    value.current = v;
    input.onChange(v);
  };

  const start = (files: File[]) => {
    setProblem(undefined);
    if (files.length > Math.max(room, spec.multiple ? 0 : 1)) setProblem(translate('app.files.limit', { max: spec.max }));
    const taken = spec.multiple ? files.slice(0, Math.max(0, room)) : files.slice(0, 1);
    for (const file of taken) {
      const upload: Upload = { key: (uploadsMade += 1), name: file.name, share: 0, controller: new AbortController() };
      setUploads((list) => [...list, upload]);
      const progress = (share: number) => setUploads((list) => list.map((u) => (u.key === upload.key ? { ...u, share } : u)));
      uploadFile(spec.entity, field.source, file, progress, upload.controller.signal)
        .then((facts) => {
          setKnown((map) => ({ ...map, [facts.id]: facts }));
          change(spec.multiple ? [...idsOf(value.current), facts.id] : [facts.id]);
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setProblem(isApiError(error) ? (error.fields.file ?? error.fields.field ?? translate(error.message)) : translate('app.files.failed'));
        })
        .finally(() => setUploads((list) => list.filter((u) => u.key !== upload.key)));
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    start([...event.dataTransfer.files]);
  };
  const message = fieldState.invalid ? fieldState.error?.message : undefined;
  const error = problem ?? (message ? translate(message) : undefined);
  const title = `${translate(label)}${isRequired ? ' *' : ''}`;

  return (
    <Box sx={{ mb: 2 }} role="group" aria-label={translate(label)}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        data-testid="drop-zone"
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
        sx={{ border: 1, borderStyle: 'dashed', borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 2 }}
      >
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {ids.map((id) => {
            const facts = known[id];
            const name = facts?.name ?? id;
            return (
              <Stack key={id} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                {facts?.thumbnail ? <Thumbnail entity={spec.entity} id={id} name={name} size={64} /> : <Typography variant="body2">{facts ? `${name} (${sizeText(facts.size)})` : name}</Typography>}
                <IconButton size="small" aria-label={translate('app.files.remove', { name })} onClick={() => change(ids.filter((x) => x !== id))}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        {uploads.map((upload) => (
          <Stack key={upload.key} direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1 }}>
            <Typography variant="body2" sx={{ flexShrink: 0 }}>
              {translate('app.files.uploading', { name: upload.name })}
            </Typography>
            <LinearProgress variant="determinate" value={Math.round(upload.share * 100)} sx={{ flexGrow: 1 }} aria-label={translate('app.files.uploading', { name: upload.name })} />
            <IconButton size="small" aria-label={translate('app.files.cancel', { name: upload.name })} onClick={() => upload.controller.abort()}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {/* On a phone the words, the button and the kinds wrap onto lines of their own. */}
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: ids.length + uploads.length > 0 ? 1 : 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.files.drop')}
          </Typography>
          <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={room <= 0 && spec.multiple} onClick={() => chooser.current?.click()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate(spec.multiple ? 'app.files.choose_many' : 'app.files.choose')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {translate('app.files.kinds', { kinds: spec.accept.join(', ') })}
            {spec.multiple ? ` · ${translate('app.files.limit', { max: spec.max })}` : ''}
          </Typography>
        </Stack>
        <input
          ref={chooser}
          type="file"
          hidden
          multiple={spec.multiple}
          accept={spec.accept.map((kind) => CHOOSER[kind] ?? '').join(',')}
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

export default FileInput;
