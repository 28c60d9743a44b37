import { MenuItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MENU_GROUPS, liveFields, type EntityDefinition, type MenuGroup } from '../../../server/src/entities/language/document';
import { IconPicker } from './IconPicker';
import { PlacedNumber, PlacedSelect, PlacedSwitch, PlacedText } from './PlacedInputs';
import { WordsInput } from './WordsInput';
import type { DraftDocument } from './draft';

const NO_MENU = '-';
const SORT_BY_DEFAULT = ['id', 'created_at', 'updated_at'];

interface Props {
  doc: DraftDocument;
  /** An entity in force keeps its name; a contract-bound one changes its words only. */
  nameFixed: boolean;
  wordsOnly: boolean;
  onChange: (change: (d: DraftDocument) => DraftDocument) => void;
}

/** The entity's own keys: its name, route, menu place and icon, words, title, order and switches. */
export function EntityKeysEditor({ doc, nameFixed, wordsOnly, onChange }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof DraftDocument>(key: K, value: DraftDocument[K]) => onChange((d) => ({ ...d, [key]: value }));
  const fields = liveFields(doc as EntityDefinition);
  const sortable = [...fields.filter((f) => f.sort).map((f) => f.name), ...SORT_BY_DEFAULT];
  const menu = doc.menu;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <PlacedText place="name" label={t('designer.entity.name')} value={doc.name} disabled={nameFixed} onChange={(v) => set('name', v ?? '')} />
        <PlacedText place="route" label={t('designer.entity.route')} value={doc.route} disabled={wordsOnly} onChange={(v) => set('route', v)} />
      </Stack>
      <Typography variant="subtitle2">{t('designer.entity.words')}</Typography>
      {(['name', 'item', 'create'] as const).map((key) => (
        <WordsInput
          key={key}
          place={`labels.${key}`}
          label={t(`designer.entity.label_${key}`)}
          value={doc.labels?.[key]}
          onChange={(words) => onChange((d) => ({ ...d, labels: { ...(d.labels as EntityDefinition['labels']), [key]: words } }))}
        />
      ))}
      <Typography variant="subtitle2">{t('designer.entity.menu')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <PlacedSelect
          place="menu.group"
          label={t('designer.entity.group')}
          value={menu?.group ?? NO_MENU}
          disabled={wordsOnly}
          onChange={(g) => set('menu', g === NO_MENU ? undefined : { order: 100, icon: 'folder', ...menu, group: g as MenuGroup })}
        >
          <MenuItem value={NO_MENU}>{t('designer.entity.no_menu')}</MenuItem>
          {MENU_GROUPS.map((group) => (
            <MenuItem key={group} value={group}>
              {t(`menu.${group}`)}
            </MenuItem>
          ))}
        </PlacedSelect>
        {menu && (
          <>
            <PlacedNumber place="menu.order" label={t('designer.entity.order')} value={menu.order} disabled={wordsOnly} onChange={(v) => set('menu', { ...menu, order: v as number })} />
            <PlacedSwitch place="menu.hidden" label={t('designer.entity.hidden')} checked={!!menu.hidden} disabled={wordsOnly} onChange={(v) => set('menu', { ...menu, hidden: v || undefined })} />
          </>
        )}
      </Stack>
      {menu && !wordsOnly && <IconPicker value={menu.icon} onChange={(icon) => set('menu', { ...menu, icon })} />}
      <Typography variant="subtitle2">{t('designer.entity.list')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <PlacedSelect place="recordTitle" label={t('designer.entity.record_title')} value={doc.recordTitle ?? ''} disabled={wordsOnly} onChange={(v) => set('recordTitle', v)}>
          {fields.map((f) => (
            <MenuItem key={f.name} value={f.name}>
              {f.name}
            </MenuItem>
          ))}
        </PlacedSelect>
        <PlacedSelect
          place="defaultSort.field"
          label={t('designer.entity.default_sort')}
          value={doc.defaultSort?.field ?? NO_MENU}
          disabled={wordsOnly}
          onChange={(v) => set('defaultSort', v === NO_MENU ? undefined : { order: 'desc', ...doc.defaultSort, field: v })}
        >
          <MenuItem value={NO_MENU}>{t('designer.entity.sort_none')}</MenuItem>
          {sortable.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </PlacedSelect>
        {doc.defaultSort && (
          <PlacedSelect place="defaultSort.order" label={t('designer.entity.sort_order')} value={doc.defaultSort.order} disabled={wordsOnly} onChange={(v) => set('defaultSort', { ...doc.defaultSort!, order: v as 'asc' | 'desc' })}>
            <MenuItem value="asc">{t('designer.entity.asc')}</MenuItem>
            <MenuItem value="desc">{t('designer.entity.desc')}</MenuItem>
          </PlacedSelect>
        )}
        <PlacedSwitch place="history" label={t('designer.entity.history')} checked={doc.history !== false} disabled={wordsOnly} onChange={(v) => set('history', v ? undefined : false)} />
        <PlacedSwitch place="import" label={t('designer.entity.import')} checked={doc.import !== false} disabled={wordsOnly} onChange={(v) => set('import', v ? undefined : false)} />
      </Stack>
      <Typography variant="subtitle2">{t('designer.entity.visibility')}</Typography>
      {/* Without `scope` a record is seen through its references' jurisdiction (server/src/entities/records/scope.ts). */}
      <Stack spacing={0.5}>
        <PlacedSwitch place="scope" label={t('designer.entity.scope')} checked={doc.scope === 'none'} disabled={wordsOnly} onChange={(v) => set('scope', v ? 'none' : undefined)} />
        <Typography variant="body2" color="text.secondary">
          {t(doc.scope === 'none' ? 'designer.entity.scope_shared' : 'designer.entity.scope_bound')}
        </Typography>
      </Stack>
    </Stack>
  );
}
