import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { FieldValue } from '../../src/schema/FieldValue';
import { RegistryContext } from '../../src/schema/RegistryContext';
import { registry } from './helpers/shellHarness';
import type { FieldDef } from '../../src/schema/types';

describe('a reference without the name in the record', () => {
  it('shows the referenced record’s name once its code and the record are in', async () => {
    const def = registry.get('governments')!;
    // A reference declared without `display`: the record carries the id alone.
    const field: FieldDef = { source: 'parent_id', type: 'reference', reference: { resource: 'governments', optionText: 'name' } };
    const asked: unknown[] = [];
    const dataProvider = testDataProvider({
      getMany: async (resource, { ids }) => {
        asked.push([resource, ids]);
        return { data: ids.map((id) => ({ id, name: `Government ${String(id)}` })) } as never;
      },
    });
    render(
      <RegistryContext.Provider value={registry}>
        <AdminContext dataProvider={dataProvider}>
          <RecordContextProvider value={{ id: 2, name: 'Child', parent_id: 7 }}>
            <FieldValue def={def} field={field} size="show" />
          </RecordContextProvider>
        </AdminContext>
      </RegistryContext.Provider>,
    );
    expect(await screen.findByText('Government 7')).toBeInTheDocument();
    expect(asked).toEqual([['gov/index', [7]]]);
  });
});
