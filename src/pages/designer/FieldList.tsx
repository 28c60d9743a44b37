import { useContext, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Badge, Box, Button, Chip, IconButton, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import AddIcon from '@mui/icons-material/Add';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from './FieldEditor';
import { ProblemsContext } from './problems';
import { DESIGNED_TYPES, newField, type DraftDocument, type DraftField, type ReferenceTarget } from './draft';
import type { FieldType, Lang } from '../../../server/src/entities/language/document';

interface Props {
  doc: DraftDocument;
  /** The names of the fields in the version in force. */
  storedNames: ReadonlySet<string>;
  targets: readonly ReferenceTarget[];
  wordsOnly: boolean;
  onChange: (change: (d: DraftDocument) => DraftDocument) => void;
}

/** How many problems sit under a field's place. */
function useProblemCount(index: number): number {
  const problems = useContext(ProblemsContext);
  const prefix = `fields.${index}.`;
  return Object.keys(problems).filter((place) => place.startsWith(prefix)).length;
}

function FieldHeading({ field, index }: { field: DraftField; index: number }) {
  const { t, i18n } = useTranslation();
  const count = useProblemCount(index);
  const words = field.label?.[i18n.language as Lang] || field.name;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <Badge color="error" badgeContent={count} slotProps={{ badge: { 'aria-hidden': true } }}>
        <Typography sx={{ fontWeight: 500, pr: count ? 1.5 : 0 }}>{words}</Typography>
      </Badge>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {field.name}
      </Typography>
      <Chip size="small" label={t(`designer.type.${field.type}`)} />
      {field.required && <Chip size="small" variant="outlined" label={t('designer.field.required')} />}
      {field.retired && <Chip size="small" color="warning" label={t('designer.field.retired')} />}
      {/* Read after the field's words and name, not instead of them. */}
      {count > 0 && (
        <Box component="span" sx={visuallyHidden}>
          {t('designer.field.problems', { count })}
        </Box>
      )}
    </Stack>
  );
}

/** The fields in form order: each opens into its editor; added, moved up or down, retired or brought back. */
export function FieldList({ doc, storedNames, targets, wordsOnly, onChange }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<string | false>(false);
  const setField = (i: number, next: DraftField) => onChange((d) => ({ ...d, fields: d.fields.map((f, j) => (j === i ? next : f)) }));
  const move = (i: number, by: number) =>
    onChange((d) => {
      const fields = [...d.fields];
      const [taken] = fields.splice(i, 1);
      fields.splice(i + by, 0, taken!);
      return { ...d, fields };
    });
  // A stored field is retired (its data kept); a field never published simply goes.
  const retire = (i: number) =>
    onChange((d) => ({ ...d, fields: storedNames.has(d.fields[i]!.name) ? d.fields.map((f, j) => (j === i ? { ...f, retired: !f.retired || undefined } : f)) : d.fields.filter((_f, j) => j !== i) }));
  const add = (type: FieldType) => {
    setAdding(null);
    const field = newField(type, doc.fields.map((f) => f.name));
    onChange((d) => ({ ...d, fields: [...d.fields, field] }));
    setOpen(`${doc.fields.length}`);
  };
  return (
    <Stack spacing={1}>
      {doc.fields.map((field, i) => (
        <Accordion key={i} expanded={open === `${i}`} onChange={(_e, expanded) => setOpen(expanded ? `${i}` : false)} disableGutters sx={{ opacity: field.retired ? 0.7 : 1 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`designer-field-${i}`}>
            <FieldHeading field={field} index={i} />
          </AccordionSummary>
          <AccordionDetails id={`designer-field-${i}`}>
            <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
              <Tooltip title={t('designer.field.up')}>
                <span>
                  <IconButton aria-label={t('designer.field.up')} disabled={wordsOnly || i === 0} onClick={() => (move(i, -1), setOpen(`${i - 1}`))}>
                    <ArrowUpwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('designer.field.down')}>
                <span>
                  <IconButton aria-label={t('designer.field.down')} disabled={wordsOnly || i === doc.fields.length - 1} onClick={() => (move(i, 1), setOpen(`${i + 1}`))}>
                    <ArrowDownwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Button size="small" color="warning" disabled={wordsOnly} onClick={() => retire(i)}>
                {t(field.retired ? 'designer.field.restore' : storedNames.has(field.name) ? 'designer.field.retire' : 'designer.field.remove')}
              </Button>
            </Stack>
            <FieldEditor field={field} index={i} fields={doc.fields} targets={targets} stored={storedNames.has(field.name)} wordsOnly={wordsOnly} onChange={(next) => setField(i, next)} />
          </AccordionDetails>
        </Accordion>
      ))}
      <div>
        <Button startIcon={<AddIcon />} disabled={wordsOnly} onClick={(e) => setAdding(e.currentTarget)} aria-haspopup="menu">
          {t('designer.field.add')}
        </Button>
        <Menu anchorEl={adding} open={!!adding} onClose={() => setAdding(null)}>
          {DESIGNED_TYPES.map((type) => (
            <MenuItem key={type} onClick={() => add(type)}>
              {t(`designer.type.${type}`)}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </Stack>
  );
}
