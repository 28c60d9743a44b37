import { SearchInput, useTranslate } from 'react-admin';

/** The list's keyword box (`q` -> the contract's `keyword`), with a translated placeholder. */
export function KeywordSearch(_props: { source: 'q'; alwaysOn: true }) {
  const translate = useTranslate();
  const label = translate('app.list.search');
  // The placeholder alone is no label once something is typed: name the box too.
  return <SearchInput source="q" alwaysOn placeholder={label} slotProps={{ htmlInput: { 'aria-label': label } }} />;
}
