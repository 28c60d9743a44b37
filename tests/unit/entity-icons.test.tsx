import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import BadgeIcon from '@mui/icons-material/Badge';
import { ICONS, type EntityDefinition } from '../../server/src/entities/language/document';
import { ENTITY_ICONS, FIRST_ICONS } from '../../src/schema/definitions/icons';
import { LATER_ICONS } from '../../src/schema/definitions/laterIcons';

/**
 * The icons a definition may name: those of the shipped definitions are in the first download
 * (their menu entries draw whole at once), the others come with the first one shown.
 */

const shipped = Object.values(import.meta.glob<EntityDefinition>('../../entities/*.json', { eager: true, import: 'default' }));

describe('entity icons', () => {
  it('has the icon of every shipped definition in the first download', () => {
    expect(shipped.length).toBeGreaterThan(0);
    for (const { menu } of shipped) if (menu) expect(ENTITY_ICONS[menu.icon]).toBe(FIRST_ICONS[menu.icon as keyof typeof FIRST_ICONS]);
  });

  it('has every other icon of the language on demand, once', () => {
    expect([...Object.keys(FIRST_ICONS), ...Object.keys(LATER_ICONS)].sort()).toEqual([...ICONS].sort());
  });

  it('draws an icon on demand empty, in its place, then as itself', async () => {
    const Badge = ENTITY_ICONS.badge;
    const expected = render(<BadgeIcon fontSize="small" />).container.querySelector('path')!.getAttribute('d');
    const { container } = render(<Badge fontSize="small" data-testid="badge" />);
    const svg = () => container.querySelector('svg[data-testid="badge"]')!;
    expect(svg().querySelector('path')).toBeNull();
    await waitFor(() => expect(svg().querySelector('path')?.getAttribute('d')).toBe(expected));
    expect(svg().classList.contains('MuiSvgIcon-fontSizeSmall')).toBe(true);
    // Shown again, it draws at once.
    const again = render(<Badge data-testid="again" />).container.querySelector('svg[data-testid="again"] path');
    expect(again?.getAttribute('d')).toBe(expected);
  });
});
