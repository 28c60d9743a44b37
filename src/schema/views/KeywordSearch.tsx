import { SearchInput, useTranslate } from 'react-admin';

/** The list's keyword box (`q` -> the contract's `keyword`), with a translated placeholder. */
export function KeywordSearch(_props: { source: 'q'; alwaysOn: true }) {
  const translate = useTranslate();
  return <SearchInput source="q" alwaysOn placeholder={translate('app.list.search')} />;
}
