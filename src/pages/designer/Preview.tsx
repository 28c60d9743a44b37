import { useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Form, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { LANGUAGES, type EntityDefinition, type Lang } from '../../../server/src/entities/language/document';
import { toResourceDef } from '../../schema/definitions/toResourceDef';
import { FieldInput } from '../../schema/FieldInput';
import { FieldValue } from '../../schema/FieldValue';
import { fieldLabel } from '../../schema/labels';
import { emptyWords, type DraftDocument } from './draft';
import { sampleRows } from './sampleRows';

// The preview's own resource name: the entity in force keeps its words while the draft is shown.
const PREVIEW = 'designer_preview';

/** The declaration the generic screens draw from the draft, its words in `lang`; null while the draft cannot be drawn. */
function usePreviewDef(doc: DraftDocument, lang: Lang) {
  const { i18n: active } = useTranslation();
  return useMemo(() => {
    try {
      // A word not typed yet reads as the field's name, as the field list shows it: every column and input keeps a name.
      const fields = doc.fields.map((f) => ({ ...f, label: { ...emptyWords(), ...f.label, [lang]: f.label?.[lang]?.trim() || f.name } }));
      const converted = toResourceDef({ ...(doc as EntityDefinition), fields: fields as EntityDefinition['fields'], name: PREVIEW, route: '/designer/preview' });
      // The words of the language previewed, under the console's language: the screen around them stays as it is.
      i18n.addResourceBundle(active.language, 'translation', { resources: { [PREVIEW]: converted.messages[lang] } }, true, true);
      return converted.def;
    } catch {
      return null;
    }
  }, [doc, lang, active.language]);
}

/** The draft's list (a few sample rows) and create form, drawn by the console's generic screens. */
export function Preview({ doc }: { doc: DraftDocument }) {
  const { t, i18n: active } = useTranslation();
  const [lang, setLang] = useState<Lang>(((LANGUAGES as readonly string[]).includes(active.language) ? active.language : 'en') as Lang);
  const def = usePreviewDef(doc, lang);
  const rows = useMemo(() => (def ? sampleRows(doc as EntityDefinition, lang) : []), [def, doc, lang]);
  const columns = def?.fields.filter((f) => f.list !== false) ?? [];
  const inputs = def?.fields.filter((f) => f.form !== false && f.create !== false) ?? [];
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('designer.preview.title')}
        titleTypographyProps={{ variant: 'subtitle1' }}
        action={
          <ToggleButtonGroup size="small" exclusive value={lang} onChange={(_e, next: Lang | null) => next && setLang(next)} aria-label={t('designer.preview.language')}>
            {LANGUAGES.map((l) => (
              <ToggleButton key={l} value={l}>
                {t(`designer.lang.${l}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      <CardContent>
        {!def ? (
          <Alert severity="info">{t('designer.preview.unavailable')}</Alert>
        ) : (
          <ResourceContextProvider value={PREVIEW}>
            <Typography variant="subtitle2" gutterBottom>
              {doc.labels?.name?.[lang] || doc.name}
            </Typography>
            {/* A wide list scrolls here: a keyboard reaches it too. */}
            <Box tabIndex={0} role="region" aria-label={t('designer.preview.list')} sx={{ overflowX: 'auto', mb: 3 }}>
              <Table size="small" aria-label={t('designer.preview.list')} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>
                    {columns.map((f) => (
                      <TableCell key={f.source}>{t(fieldLabel(def, f))}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <RecordContextProvider key={String(row.id)} value={row}>
                      <TableRow>
                        {columns.map((f) => (
                          <TableCell key={f.source}>
                            <FieldValue def={def} field={f} />
                          </TableCell>
                        ))}
                      </TableRow>
                    </RecordContextProvider>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="subtitle2" gutterBottom>
              {doc.labels?.create?.[lang] || t('designer.preview.form')}
            </Typography>
            {/* The form checks as the real one does; it sends nothing. */}
            <Form key={`${lang}:${inputs.length}`} onSubmit={() => undefined} noValidate record={{}}>
              <Box sx={{ maxWidth: 640 }}>
                {inputs.map((f) => (
                  <FieldInput key={f.source} def={def} field={f} mode="create" />
                ))}
              </Box>
            </Form>
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
