import { useEffect, useState } from 'react';
import { SvgIcon, type SvgIconProps } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HandymanIcon from '@mui/icons-material/Handyman';
import { ICONS, type IconName } from '../../../server/src/entities/language/document';

/**
 * The icons the shipped definitions (entities/*.json) name: in the first download, so that their
 * menu entries draw whole at once. The others (laterIcons.ts) download with the first definition
 * that names one.
 */
export const FIRST_ICONS = { account_balance: AccountBalanceIcon, handyman: HandymanIcon } satisfies Partial<Record<IconName, SvgIconComponent>>;

type LaterIcon = Exclude<IconName, keyof typeof FIRST_ICONS>;
let later: Promise<Record<LaterIcon, SvgIconComponent>> | undefined;
const loadLater = () => (later ??= import('./laterIcons').then((module) => module.LATER_ICONS));

/** An icon of laterIcons.ts: an empty icon of the same size holds its place until it has come. */
function iconOnDemand(name: LaterIcon): SvgIconComponent {
  let loaded: SvgIconComponent | undefined;
  function EntityIcon(props: SvgIconProps) {
    const [Shown, setShown] = useState(() => loaded);
    useEffect(() => {
      if (Shown) return;
      let mounted = true;
      loadLater().then(
        (icons) => {
          loaded = icons[name];
          if (mounted) setShown(() => loaded);
        },
        () => undefined, // a failed download leaves the empty icon; the entry still works
      );
      return () => {
        mounted = false;
      };
    }, [Shown]);
    return Shown ? <Shown {...props} /> : <SvgIcon {...props} />;
  }
  // MUI's buttons and list items recognise an icon child by it.
  EntityIcon.muiName = 'SvgIcon';
  return EntityIcon as unknown as SvgIconComponent;
}

const isFirst = (name: IconName): name is keyof typeof FIRST_ICONS => Object.hasOwn(FIRST_ICONS, name);

/** The icons a definition may name (the language's ICONS), each one Material icon. */
export const ENTITY_ICONS = Object.fromEntries(ICONS.map((name) => [name, isFirst(name) ? FIRST_ICONS[name] : iconOnDemand(name)])) as Record<IconName, SvgIconComponent>;
