import { lazy, Suspense, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { resourceLabel } from './labels';
import { screensOf } from './screens';
import { resourceKey, type ResourceDef } from './types';
import { GenericListScreen } from './views/genericListParams';
import { onDemandScreen } from '../loading/onDemandScreen';

// The generic screens are shared by every declaration and loaded on first use.
const GenericShow = onDemandScreen(() => import('./views/GenericShow'));
const GenericEdit = onDemandScreen(() => import('./views/GenericEdit'));
const GenericCreate = onDemandScreen(() => import('./views/GenericCreate'));
const HistoryPanel = lazy(() => import('./history/HistoryPanel'));

/** Kept per declaration: a new component on every render would remount the screen. */
const historyScreens = new WeakMap<ResourceDef, ComponentType>();

/** The detail screen, generic or custom, followed by the record's history. */
function withHistory(Screen: ComponentType, def: ResourceDef): ComponentType {
  let screen = historyScreens.get(def);
  if (!screen) {
    screen = () => (
      <>
        <Screen />
        <Suspense fallback={null}>
          <HistoryPanel def={def} />
        </Suspense>
      </>
    );
    historyScreens.set(def, screen);
  }
  return screen;
}

/** One react-admin <Resource> per declaration, at the spec's URL, with only the screens it has. */
export function buildResources(defs: readonly ResourceDef[]) {
  return defs.filter((def) => !def.pickerOnly).map((def) => {
    const screens = screensOf(def);
    const custom = def.components ?? {};
    const pick = (screen: keyof typeof custom, has: boolean, generic: ComponentType) =>
      has ? ((custom[screen] as ComponentType | undefined) ?? generic) : undefined;
    const show = pick('show', screens.show, GenericShow);
    return (
      <Resource
        key={def.name}
        name={resourceKey(def)}
        list={pick('list', screens.list, GenericListScreen)}
        show={show && def.history ? withHistory(show, def) : show}
        edit={pick('edit', screens.edit, GenericEdit)}
        create={pick('create', screens.create, GenericCreate)}
        icon={def.menu?.icon}
        recordRepresentation={def.recordTitle}
        options={{ label: resourceLabel(def), declaration: def.name }}
      />
    );
  });
}
